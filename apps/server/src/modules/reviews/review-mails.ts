import type { Review } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../mail';
import { authorOf } from './moderation.service';

/** Tells the author what staff decided of their review, in the language they wrote it in. */
export async function tellAuthor(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  review: Review,
): Promise<void> {
  const author = await authorOf(db, review.id);
  if (!author?.email) return;
  const base = publicUrl.replace(/\/$/, '');
  const english = author.locale === 'en-US';
  const product = review.product.name;
  const approved = review.status === 'approved';
  const subject = english
    ? `Your review of ${product} was ${approved ? 'published' : 'not published'}`
    : `Tu reseña de ${product} ${approved ? 'ya está publicada' : 'no se publicó'}`;
  const lines = approved
    ? [
        english ? 'Thank you: other shoppers can read it now.' : 'Gracias: ya la pueden leer otros clientes.',
        `${base}/Products/Review/Read/${encodeURIComponent(review.product.slug)}`,
      ]
    : [
        english
          ? 'Our team did not publish it, for this reason:'
          : 'Nuestro equipo no la publicó por este motivo:',
        review.reason_of_rejection ?? '',
        '',
        english ? 'You can see your reviews in your profile:' : 'Puedes ver tus reseñas en tu perfil:',
        `${base}/Profile`,
      ];
  await mailer.send({ to: author.email, subject, text: [...lines, ''].join('\n') });
}

/** Tells the author the shop answered their review, with the answer and where it shows, in their language. */
export async function tellAuthorOfReply(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  review: Review,
): Promise<void> {
  const author = await authorOf(db, review.id);
  if (!author?.email || !review.reply) return;
  const base = publicUrl.replace(/\/$/, '');
  const english = author.locale === 'en-US';
  const product = review.product.name;
  const lines = [
    english ? 'We answered your review:' : 'Respondimos a tu reseña:',
    '',
    review.reply.text,
    '',
    english ? 'It shows under your review:' : 'Se ve debajo de tu reseña:',
    `${base}/Products/Review/Read/${encodeURIComponent(review.product.slug)}`,
  ];
  await mailer.send({
    to: author.email,
    subject: english ? `We answered your review of ${product}` : `Respondimos a tu reseña de ${product}`,
    text: [...lines, ''].join('\n'),
  });
}
