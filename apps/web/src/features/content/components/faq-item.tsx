import { ContentHtml } from '../../../components/content-html';
import classes from './faq-item.module.css';

/** One frequent question; its answer opens under it (a native disclosure: no script needed, keyboard included). */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <details className={classes.item}>
      <summary className={classes.question}>{question}</summary>
      <div className={classes.answer}>
        <ContentHtml html={answer} />
      </div>
    </details>
  );
}
