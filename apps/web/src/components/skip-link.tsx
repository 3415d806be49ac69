import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** What the element a page's own content is in carries, to be the skip link's target. */
export const skipTarget = { id: 'main-content', tabIndex: -1, className: classes.target } as const;

/**
 * The first stop of the keyboard on every page with a header: it jumps past the header and its menus (the back
 * office's sidebar has some fifty links) to the page's content. Without scripts the fragment does it; with them the
 * content is focused directly, so the address keeps no "#main-content".
 */
export function SkipLink() {
  const { t } = useTranslation('shell');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(skipTarget.id);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className={classes.link} href={`#${skipTarget.id}`} onClick={skip}>
      {t('skip_to_content')}
    </a>
  );
}
