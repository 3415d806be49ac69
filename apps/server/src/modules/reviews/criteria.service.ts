import {
  CRITERION_ANSWERS_MAX,
  CRITERION_IMAGES_MAX,
  type CriterionAnswerBody,
  type ReviewCriterion,
  type ReviewCriterionBody,
  type ReviewCriterionListReply,
} from '@shop/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../lib/domain-errors';
import { publicUploadUrl } from '../../lib/storage';
import { foldedOrder } from '../../lib/text-search';
import { categories } from '../taxonomy';
import { storeReviewImage } from './review-images';
import {
  criterionAnswers,
  criterionImages,
  type ReviewCriterionRow,
  reviewAnswers,
  reviewCriteria,
  reviewCriterionCategories,
} from './reviews.table';

/**
 * The criteria with their categories, answers (and how many reviews chose each) and pictures: three queries, one after
 * the other, since inside a transaction they share one connection.
 */
async function views(db: DbOrTx, rows: ReviewCriterionRow[]): Promise<ReviewCriterion[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const cats = await db
    .select({
      criterionId: reviewCriterionCategories.criterionId,
      id: categories.id,
      name: categories.name,
    })
    .from(reviewCriterionCategories)
    .innerJoin(categories, eq(categories.id, reviewCriterionCategories.categoryId))
    .where(inArray(reviewCriterionCategories.criterionId, ids))
    .orderBy(asc(foldedOrder(categories.name)));
  const answers = await db
    .select({
      criterionId: criterionAnswers.criterionId,
      id: criterionAnswers.id,
      text: criterionAnswers.text,
      uses: sql<number>`(select count(*)::int from review_answers where review_answers.answer_id = review_criterion_answers.id)`,
    })
    .from(criterionAnswers)
    .where(inArray(criterionAnswers.criterionId, ids))
    .orderBy(asc(criterionAnswers.position), asc(criterionAnswers.id));
  const images = await criterionImagesOf(db, ids);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    categories: cats.filter((c) => c.criterionId === row.id).map(({ id, name }) => ({ id, name })),
    answers: answers
      .filter((a) => a.criterionId === row.id)
      .map(({ id, text, uses }) => ({ id, text, uses })),
    images: images.filter((i) => i.criterionId === row.id).map(({ id, url }) => ({ id, url })),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** /admin/criterias: every criterion, by title. */
export async function listCriteria(db: DbOrTx): Promise<ReviewCriterionListReply> {
  const rows = await db
    .select()
    .from(reviewCriteria)
    .orderBy(asc(foldedOrder(reviewCriteria.title)));
  return { data: await views(db, rows) };
}

async function criterionById(db: DbOrTx, id: number): Promise<ReviewCriterion> {
  const [row] = await db.select().from(reviewCriteria).where(eq(reviewCriteria.id, id));
  if (!row) throw notFound('review_criterion_not_found');
  const [view] = await views(db, [row]);
  if (!view) throw notFound('review_criterion_not_found');
  return view;
}

async function setCategories(tx: DbOrTx, criterionId: number, categoryIds: number[]): Promise<void> {
  const [found] = await tx.select({ n: count() }).from(categories).where(inArray(categories.id, categoryIds));
  if ((found?.n ?? 0) !== categoryIds.length)
    throw invalidFields({ category_ids: ['review_criterion_category_unknown'] });
  await tx.delete(reviewCriterionCategories).where(eq(reviewCriterionCategories.criterionId, criterionId));
  await tx
    .insert(reviewCriterionCategories)
    .values(categoryIds.map((categoryId) => ({ criterionId, categoryId })));
}

export function createCriterion(db: Database, body: ReviewCriterionBody): Promise<ReviewCriterion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviewCriteria)
      .values({ title: body.title, description: body.description })
      .returning({ id: reviewCriteria.id });
    if (!row) throw new Error('criterion not kept');
    await setCategories(tx, row.id, body.category_ids);
    return criterionById(tx, row.id);
  });
}

export function updateCriterion(
  db: Database,
  id: number,
  body: ReviewCriterionBody,
): Promise<ReviewCriterion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviewCriteria)
      .set({ title: body.title, description: body.description, updatedAt: new Date() })
      .where(eq(reviewCriteria.id, id))
      .returning({ id: reviewCriteria.id });
    if (!row) throw notFound('review_criterion_not_found');
    await setCategories(tx, id, body.category_ids);
    return criterionById(tx, id);
  });
}

/** A criterion whose answers reviews chose stays: those reviews are answered with it (SPEC §8). */
export function deleteCriterion(db: Database, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await criterionById(tx, id);
    const [used] = await tx
      .select({ n: count() })
      .from(reviewAnswers)
      .where(eq(reviewAnswers.criterionId, id));
    if ((used?.n ?? 0) > 0) throw conflict('review_answer_in_use');
    await tx.delete(criterionAnswers).where(eq(criterionAnswers.criterionId, id));
    await tx.delete(reviewCriteria).where(eq(reviewCriteria.id, id));
  });
}

export async function addAnswer(
  db: DbOrTx,
  criterionId: number,
  body: CriterionAnswerBody,
): Promise<ReviewCriterion> {
  const criterion = await criterionById(db, criterionId);
  if (criterion.answers.some((a) => a.text.toLowerCase() === body.text.toLowerCase()))
    throw invalidFields({ text: ['duplicates_not_allowed'] });
  if (criterion.answers.length >= CRITERION_ANSWERS_MAX)
    throw invalidFields({ text: ['criterion_answers_full'] });
  await db
    .insert(criterionAnswers)
    .values({ criterionId, text: body.text, position: criterion.answers.length });
  return criterionById(db, criterionId);
}

async function answerOf(db: DbOrTx, criterionId: number, answerId: number) {
  const [answer] = await db
    .select({ id: criterionAnswers.id })
    .from(criterionAnswers)
    .where(and(eq(criterionAnswers.id, answerId), eq(criterionAnswers.criterionId, criterionId)));
  if (!answer) throw notFound('criterion_answer_not_found');
  return answer;
}

export async function updateAnswer(
  db: DbOrTx,
  criterionId: number,
  answerId: number,
  body: CriterionAnswerBody,
): Promise<ReviewCriterion> {
  await answerOf(db, criterionId, answerId);
  await db.update(criterionAnswers).set({ text: body.text }).where(eq(criterionAnswers.id, answerId));
  return criterionById(db, criterionId);
}

/** SPEC §8: 'A review answer tied to a criterion cannot be deleted' once a review chose it. */
export async function deleteAnswer(
  db: Database,
  criterionId: number,
  answerId: number,
): Promise<ReviewCriterion> {
  await db.transaction(async (tx) => {
    await answerOf(tx, criterionId, answerId);
    const [used] = await tx
      .select({ n: count() })
      .from(reviewAnswers)
      .where(eq(reviewAnswers.answerId, answerId));
    if ((used?.n ?? 0) > 0) throw conflict('review_answer_in_use');
    await tx.delete(criterionAnswers).where(eq(criterionAnswers.id, answerId));
  });
  return criterionById(db, criterionId);
}

/** The reference pictures of the criteria `ids`, oldest first, with their public addresses. */
export async function criterionImagesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: criterionImages.id, criterionId: criterionImages.criterionId, path: criterionImages.path })
    .from(criterionImages)
    .where(inArray(criterionImages.criterionId, ids))
    .orderBy(asc(criterionImages.id));
  return rows.map((row) => ({ id: row.id, criterionId: row.criterionId, url: publicUploadUrl(row.path) }));
}

/** Adds a reference picture to a criterion (judged and re-encoded like a review's), up to CRITERION_IMAGES_MAX. */
export async function addCriterionImage(
  db: Database,
  dataDir: string,
  criterionId: number,
  data: Buffer,
): Promise<ReviewCriterion> {
  await criterionById(db, criterionId);
  const name = await storeReviewImage(dataDir, data, 'criteria');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: reviewCriteria.id })
      .from(reviewCriteria)
      .where(eq(reviewCriteria.id, criterionId))
      .for('update');
    if (!row) throw notFound('review_criterion_not_found');
    const held = await tx
      .select({ path: criterionImages.path })
      .from(criterionImages)
      .where(eq(criterionImages.criterionId, criterionId));
    // The same picture again (the same bytes, so the same name) is not a second one.
    if (held.some((image) => image.path === name)) return;
    if (held.length >= CRITERION_IMAGES_MAX)
      throw invalidFields({ image: ['criterion_images_full'] }, 'criterion_images_full', {
        max: CRITERION_IMAGES_MAX,
      });
    await tx.insert(criterionImages).values({ criterionId, path: name });
  });
  return criterionById(db, criterionId);
}

export async function removeCriterionImage(
  db: DbOrTx,
  criterionId: number,
  imageId: number,
): Promise<ReviewCriterion> {
  const removed = await db
    .delete(criterionImages)
    .where(and(eq(criterionImages.id, imageId), eq(criterionImages.criterionId, criterionId)))
    .returning({ id: criterionImages.id });
  if (!removed.length) throw notFound('review_image_not_found');
  return criterionById(db, criterionId);
}
