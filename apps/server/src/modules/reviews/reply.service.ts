import type { AdminReview } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalid, notFound } from '../../lib/domain-errors';
import { adminReviewViews } from './review-view';
import { reviews } from './reviews.table';

/**
 * The shop's public answer to a review (decision 102): written to a published review only (a pending one is decided
 * first, a declined one nobody reads), changed as often as staff like, the review itself untouched. `first` says
 * whether the review had no answer before: its author is mailed then, not at every correction.
 */
export async function replyToReview(
  db: Database,
  id: number,
  staffId: number,
  text: string,
): Promise<{ review: AdminReview; first: boolean }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!current) throw notFound('review_not_found');
    if (current.status !== 'approved') throw invalid('review_reply_unpublished');
    const rows = await tx
      .update(reviews)
      .set({ reply: text, repliedAt: new Date(), repliedBy: staffId })
      .where(eq(reviews.id, id))
      .returning();
    const [review] = await adminReviewViews(tx, rows);
    if (!review) throw notFound('review_not_found');
    return { review, first: current.reply === null };
  });
}

/** Takes the shop's answer back; the review stays as it was. */
export async function removeReply(db: Database, id: number): Promise<AdminReview> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!current) throw notFound('review_not_found');
    if (current.reply === null) throw notFound('review_reply_not_found');
    const rows = await tx
      .update(reviews)
      .set({ reply: null, repliedAt: null, repliedBy: null })
      .where(eq(reviews.id, id))
      .returning();
    const [review] = await adminReviewViews(tx, rows);
    if (!review) throw notFound('review_not_found');
    return review;
  });
}
