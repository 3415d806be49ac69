import type { Review } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../mail';
import { authorOf } from './moderation.service';

interface Deps {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Mails a review's author, in the language they wrote it in; nothing for a review whose author's account is gone.
 * `write` gets the language and the shop's address, and words the mail.
 */
async function mailAuthor(
  { db, mailer, publicUrl }: Deps,
  review: Review,
  write: (english: boolean, base: string) => { subject: string; lines: string[] },
): Promise<void> {
  const author = await authorOf(db, review.id);
  if (!author?.email) return;
  const { subject, lines } = write(author.locale === 'en-US', publicUrl.replace(/\/$/, ''));
  await mailer.send({ to: author.email, subject, text: [...lines, ''].join('\n') });
}

const reviewsPage = (base: string, review: Review) =>
  `${base}/Products/Review/Read/${encodeURIComponent(review.product.slug)}`;

/** Tells the author what staff decided of their review. */
export function tellAuthor(db: DbOrTx, mailer: Mailer, publicUrl: string, review: Review): Promise<void> {
  return mailAuthor({ db, mailer, publicUrl }, review, (english, base) => {
    const product = review.product.name;
    const approved = review.status === 'approved';
    return {
      subject: english
        ? `Your review of ${product} was ${approved ? 'published' : 'not published'}`
        : `Tu reseña de ${product} ${approved ? 'ya está publicada' : 'no se publicó'}`,
      lines: approved
        ? [
            english
              ? 'Thank you: other shoppers can read it now.'
              : 'Gracias: ya la pueden leer otros clientes.',
            reviewsPage(base, review),
          ]
        : [
            english
              ? 'Our team did not publish it, for this reason:'
              : 'Nuestro equipo no la publicó por este motivo:',
            review.reason_of_rejection ?? '',
            '',
            english ? 'You can see your reviews in your profile:' : 'Puedes ver tus reseñas en tu perfil:',
            `${base}/Profile`,
          ],
    };
  });
}

/** Tells the author the shop answered their review (decision 102), with the answer and where it shows. */
export async function tellAuthorOfReply(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  review: Review,
): Promise<void> {
  const reply = review.reply;
  if (!reply) return;
  await mailAuthor({ db, mailer, publicUrl }, review, (english, base) => ({
    subject: english
      ? `We answered your review of ${review.product.name}`
      : `Respondimos a tu reseña de ${review.product.name}`,
    lines: [
      english ? 'We answered your review:' : 'Respondimos a tu reseña:',
      '',
      reply.text,
      '',
      english ? 'It shows under your review:' : 'Se ve debajo de tu reseña:',
      reviewsPage(base, review),
    ],
  }));
}
