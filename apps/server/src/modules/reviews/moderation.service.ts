import type { AdminReviewListReply, AdminReviewsQuery, Review, ReviewDecisionBody } from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { invalid, notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { matchesEveryWord } from '../../lib/text-search';
import { products } from '../products';
import { users } from '../users';
import { adminReviewViews, reviewViews } from './review-view';
import { refreshProductRating } from './reviews.service';
import { reviews } from './reviews.table';

/** The published reviews the shop answered (decision 102), or those still waiting for an answer. */
const byReply = (filter: AdminReviewsQuery['reply']) =>
  filter === 'answered'
    ? isNotNull(reviews.reply)
    : filter === 'unanswered'
      ? and(eq(reviews.status, 'approved'), isNull(reviews.reply))
      : undefined;

/** /admin/reviews: by state, rating, product and the shop's answer, newest first. */
export async function listReviews(db: DbOrTx, query: AdminReviewsQuery): Promise<AdminReviewListReply> {
  const where = and(
    query.status ? eq(reviews.status, query.status) : undefined,
    query.rating ? eq(reviews.rating, query.rating) : undefined,
    byReply(query.reply),
    query.search
      ? inArray(
          reviews.productId,
          db
            .select({ id: products.id })
            .from(products)
            .where(matchesEveryWord([products.name], query.search)),
        )
      : undefined,
  );
  const order = query.sort === 'created_at' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(order(reviews.createdAt), order(reviews.id))
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return {
    data: await adminReviewViews(db, rows),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}

/** Approves a pending review or declines it with a reason its author will read; decided once. */
export async function decideReview(db: Database, id: number, body: ReviewDecisionBody): Promise<Review> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!current) throw notFound('review_not_found');
    if (current.status !== 'pending') throw invalid('review_already_decided');
    const [row] = await tx
      .update(reviews)
      .set({
        status: body.status,
        reasonOfRejection: body.status === 'declined' ? body.reason : null,
        updatedAt: new Date(),
      })
      .where(eq(reviews.id, id))
      .returning();
    await refreshProductRating(tx, current.productId);
    const [view] = await reviewViews(tx, row ? [row] : []);
    if (!view) throw notFound('review_not_found');
    return view;
  });
}

/** Approves the pending ones among `ids` (the others are left as they are); answers the approved reviews. */
export function approveReviews(db: Database, ids: number[]): Promise<Review[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(reviews)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(and(inArray(reviews.id, ids), eq(reviews.status, 'pending')))
      .returning();
    for (const productId of new Set(rows.map((row) => row.productId)))
      await refreshProductRating(tx, productId);
    return reviewViews(tx, rows);
  });
}

/** Where to mail a decision: the author's address and the language they wrote in. */
export async function authorOf(db: DbOrTx, reviewId: number) {
  const [row] = await db
    .select({ email: users.email, locale: reviews.locale })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, reviewId));
  return row ?? null;
}
