import type { AdminReview, Review, ReviewStatus } from '@shop/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { publicUploadUrl } from '../../lib/storage';
import { products } from '../products';
import { users } from '../users';
import { criterionAnswers, reviewAnswers, reviewCriteria, reviewImages, type reviews } from './reviews.table';

type ReviewRow = typeof reviews.$inferSelect;

const fullName = (name: string | null, lastname: string | null) => [name, lastname].filter(Boolean).join(' ');

/**
 * Reviews as the API shows them: product, author's name (never the e-mail), the answers and pictures. The queries run
 * one after the other: inside a transaction they share one connection.
 */
export async function reviewViews(db: DbOrTx, rows: ReviewRow[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const items = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(inArray(products.id, [...new Set(rows.map((r) => r.productId))]));
  const people = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(users)
    .where(
      inArray(users.id, [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))].concat(0)),
    );
  const answers = await db
    .select({
      reviewId: reviewAnswers.reviewId,
      criterion_id: reviewCriteria.id,
      criterion: reviewCriteria.title,
      answer_id: criterionAnswers.id,
      answer: criterionAnswers.text,
    })
    .from(reviewAnswers)
    .innerJoin(reviewCriteria, eq(reviewCriteria.id, reviewAnswers.criterionId))
    .innerJoin(criterionAnswers, eq(criterionAnswers.id, reviewAnswers.answerId))
    .where(inArray(reviewAnswers.reviewId, ids))
    .orderBy(asc(reviewCriteria.title));
  const images = await db
    .select({ reviewId: reviewImages.reviewId, id: reviewImages.id, path: reviewImages.path })
    .from(reviewImages)
    .where(inArray(reviewImages.reviewId, ids))
    .orderBy(asc(reviewImages.id));
  return rows.map((row) => {
    const product = items.find((p) => p.id === row.productId) ?? { id: row.productId, name: '', slug: '' };
    const person = people.find((p) => p.id === row.userId);
    return {
      id: row.id,
      product,
      author: person ? fullName(person.name, person.lastname) : '',
      text: row.text,
      rating: row.rating,
      answers: answers.filter((a) => a.reviewId === row.id).map(({ reviewId: _r, ...answer }) => answer),
      images: images
        .filter((i) => i.reviewId === row.id)
        .map((i) => ({ id: i.id, url: publicUploadUrl(i.path) })),
      status: row.status as ReviewStatus,
      reason_of_rejection: row.reasonOfRejection,
      verified: row.verified,
      reply:
        row.reply === null || row.repliedAt === null
          ? null
          : { text: row.reply, replied_at: row.repliedAt.toISOString() },
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** Reviews as staff list them: besides, who of them wrote the shop's answer (shoppers read it as the shop's). */
export async function adminReviewViews(db: DbOrTx, rows: ReviewRow[]): Promise<AdminReview[]> {
  const views = await reviewViews(db, rows);
  const ids = [...new Set(rows.flatMap((r) => (r.repliedBy === null ? [] : [r.repliedBy])))];
  const repliers = ids.length
    ? await db
        .select({ id: users.id, name: users.name, lastname: users.lastname })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  return views.map((view, index) => {
    const person = repliers.find((p) => p.id === rows[index]?.repliedBy);
    return { ...view, replied_by: person ? fullName(person.name, person.lastname) : null };
  });
}
