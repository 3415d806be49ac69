import {
  type Locale,
  type MyReviewReply,
  ORDER_SETTINGS_KEY,
  orderSettingsSchema,
  type ProductReviewsReply,
  type ProfileReviewsReply,
  type RatingSummary,
  REVIEWS_PAGE_SIZE,
  REVIEWS_TO_WRITE_MAX,
  type Review,
  type ReviewableProduct,
  type ReviewBody,
} from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { invalid, invalidFields, notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { orderStatuses } from '../order-statuses';
import { orderLines, orders } from '../orders';
import { imageUrls, mainImagePaths, onSale, productCategories, products } from '../products';
import { getSetting } from '../settings';
import { criterionImagesOf } from './criteria.service';
import { storeReviewImage } from './review-images';
import { reviewViews } from './review-view';
import {
  criterionAnswers,
  reviewAnswers,
  reviewCriteria,
  reviewCriterionCategories,
  reviewImages,
  reviews,
} from './reviews.table';

/** A product shoppers may see, by its slug; not found otherwise. */
export async function visibleProduct(db: DbOrTx, slug: string) {
  const [product] = await db
    .select({ id: products.id, name: products.name, slug: products.slug, categoryId: products.categoryId })
    .from(products)
    .where(and(onSale, eq(products.slug, slug)));
  if (!product) throw notFound('product_not_found');
  return product;
}

/**
 * Whether the shopper has a delivered order of the product: one in a final status that is not the cancelled one
 * (decision 025). Only they may review it, and their review is marked a verified purchase.
 */
async function boughtAndDelivered(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .where(and(deliveredTo(userId), eq(orderLines.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** The shopper's delivered orders' lines (joined to their status): the purchases they may review. */
const deliveredTo = (userId: number) =>
  and(
    eq(orders.userId, userId),
    eq(orderStatuses.isFinal, true),
    sql`${orderStatuses.role} is distinct from 'cancelled'`,
  );

/** What the shopper received and has not reviewed, still on sale: the latest bought first, a few at a time. */
async function reviewsToWrite(db: DbOrTx, userId: number): Promise<ReviewableProduct[]> {
  const received = await db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(orders)
    .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        deliveredTo(userId),
        onSale,
        sql`not exists (select 1 from ${reviews} where ${reviews.userId} = ${userId} and ${reviews.productId} = ${products.id})`,
      ),
    )
    .groupBy(products.id, products.name, products.slug)
    .orderBy(desc(sql`max(${orders.createdAt})`), asc(products.id))
    .limit(REVIEWS_TO_WRITE_MAX);
  const pictureOf = await mainImagePaths(
    db,
    received.map((product) => product.id),
  );
  return received.map((product) => {
    const path = pictureOf.get(product.id);
    return { ...product, image_url: path === undefined ? null : imageUrls(path).list_url };
  });
}

/** The criteria asked of a product: those of its categories, with their answers. */
async function criteriaOf(db: DbOrTx, productId: number, mainCategoryId: number | null) {
  const categoryIds = (
    await db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, productId))
  ).map((row) => row.id);
  if (mainCategoryId !== null) categoryIds.push(mainCategoryId);
  if (categoryIds.length === 0) return [];
  const criteria = await db
    .selectDistinct({
      id: reviewCriteria.id,
      title: reviewCriteria.title,
      description: reviewCriteria.description,
    })
    .from(reviewCriteria)
    .innerJoin(reviewCriterionCategories, eq(reviewCriterionCategories.criterionId, reviewCriteria.id))
    .where(inArray(reviewCriterionCategories.categoryId, categoryIds))
    .orderBy(asc(reviewCriteria.title));
  if (criteria.length === 0) return [];
  const answers = await db
    .select({
      id: criterionAnswers.id,
      criterionId: criterionAnswers.criterionId,
      text: criterionAnswers.text,
    })
    .from(criterionAnswers)
    .where(
      inArray(
        criterionAnswers.criterionId,
        criteria.map((c) => c.id),
      ),
    )
    .orderBy(asc(criterionAnswers.position), asc(criterionAnswers.id));
  const images = await criterionImagesOf(
    db,
    criteria.map((c) => c.id),
  );
  return criteria
    .map((c) => ({
      ...c,
      answers: answers.filter((a) => a.criterionId === c.id).map(({ id, text }) => ({ id, text })),
      images: images.filter((i) => i.criterionId === c.id).map((i) => i.url),
    }))
    .filter((c) => c.answers.length > 0);
}

async function ownReview(db: DbOrTx, userId: number, productId: number): Promise<Review | null> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
  const [view] = await reviewViews(db, rows);
  return view ?? null;
}

/** /Products/Review/Write/{product}: whether the shopper may review it, their review, the criteria to answer. */
export async function myReview(db: DbOrTx, userId: number, slug: string): Promise<MyReviewReply> {
  const product = await visibleProduct(db, slug);
  return {
    product: { id: product.id, name: product.name, slug: product.slug },
    max_images: await maxImages(db),
    can_review: await boughtAndDelivered(db, userId, product.id),
    review: await ownReview(db, userId, product.id),
    criteria: await criteriaOf(db, product.id, product.categoryId),
  };
}

/**
 * Writes the shopper's review of a product they received, once per product; it waits for staff (pending) and can
 * be edited until they decide. Each answer must be one of its criterion's, for a criterion asked of this product.
 */
export function writeReview(
  db: Database,
  userId: number,
  slug: string,
  body: ReviewBody,
  locale: Locale,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const product = await visibleProduct(tx, slug);
    if (!(await boughtAndDelivered(tx, userId, product.id))) throw invalid('review_not_a_buyer');
    const criteria = await criteriaOf(tx, product.id, product.categoryId);
    const seen = new Set<number>();
    for (const answer of body.answers) {
      const criterion = criteria.find((c) => c.id === answer.criterion_id);
      if (
        !criterion ||
        seen.has(answer.criterion_id) ||
        !criterion.answers.some((a) => a.id === answer.answer_id)
      )
        throw invalidFields({ answers: ['review_answer_invalid'] });
      seen.add(answer.criterion_id);
    }
    const [current] = await tx
      .select({ id: reviews.id, status: reviews.status })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), eq(reviews.productId, product.id)))
      .for('update');
    if (current && current.status !== 'pending') throw invalid('review_already_decided');
    const values = { text: body.text, rating: body.rating, locale, verified: true, updatedAt: new Date() };
    const [row] = current
      ? await tx.update(reviews).set(values).where(eq(reviews.id, current.id)).returning({ id: reviews.id })
      : await tx
          .insert(reviews)
          .values({ ...values, productId: product.id, userId })
          .onConflictDoNothing()
          .returning({ id: reviews.id });
    // A second review racing the first: the unique (product, user) pair lets one through.
    if (!row) throw invalid('review_already_written');
    await tx.delete(reviewAnswers).where(eq(reviewAnswers.reviewId, row.id));
    if (body.answers.length)
      await tx
        .insert(reviewAnswers)
        .values(
          body.answers.map((a) => ({ reviewId: row.id, criterionId: a.criterion_id, answerId: a.answer_id })),
        );
    const view = await ownReview(tx, userId, product.id);
    if (!view) throw new Error('review not kept');
    return view;
  });
}

/** The shopper's reviews, newest first: the state of each and, if declined, why. */
export async function profileReviews(db: DbOrTx, userId: number): Promise<ProfileReviewsReply> {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(100);
  return { data: await reviewViews(db, rows), to_write: await reviewsToWrite(db, userId) };
}

const approvedOf = (productId: number) =>
  and(eq(reviews.productId, productId), eq(reviews.status, 'approved'));

/** The average rating (one decimal) and how many approved reviews gave one. */
export async function ratingSummary(db: DbOrTx, productId: number): Promise<RatingSummary> {
  const [row] = await db
    .select({ average: sql<string | null>`round(avg(${reviews.rating}), 1)`, count: count(reviews.rating) })
    .from(reviews)
    .where(and(approvedOf(productId), isNotNull(reviews.rating)));
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}

/** /Products/Review/Read/{product}: the approved reviews a page at a time, their rating and criteria summary. */
export async function productReviews(db: DbOrTx, slug: string, page: number): Promise<ProductReviewsReply> {
  const product = await visibleProduct(db, slug);
  const [rows, [totals], summary, chosen] = await Promise.all([
    db
      .select()
      .from(reviews)
      .where(approvedOf(product.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset(pageOffset(page, REVIEWS_PAGE_SIZE)),
    db.select({ total: count() }).from(reviews).where(approvedOf(product.id)),
    ratingSummary(db, product.id),
    db
      .select({ criterion: reviewCriteria.title, answer: criterionAnswers.text, n: count() })
      .from(reviewAnswers)
      .innerJoin(reviews, eq(reviews.id, reviewAnswers.reviewId))
      .innerJoin(reviewCriteria, eq(reviewCriteria.id, reviewAnswers.criterionId))
      .innerJoin(criterionAnswers, eq(criterionAnswers.id, reviewAnswers.answerId))
      .where(approvedOf(product.id))
      .groupBy(reviewCriteria.title, criterionAnswers.text, criterionAnswers.position)
      .orderBy(asc(reviewCriteria.title), desc(count()), asc(criterionAnswers.position)),
  ]);
  const titles = [...new Set(chosen.map((c) => c.criterion))];
  const criteria = titles.map((title) => {
    const answers = chosen.filter((c) => c.criterion === title);
    const total = answers.reduce((sum, a) => sum + a.n, 0);
    return {
      title,
      answers: answers.map((a) => ({ text: a.answer, count: a.n, percent: Math.round((a.n * 100) / total) })),
    };
  });
  const { id, name } = product;
  return {
    product: { id, name, slug: product.slug },
    summary,
    criteria,
    data: (await reviewViews(db, rows)).map(
      ({ status: _s, reason_of_rejection: _r, product: _p, ...review }) => review,
    ),
    meta: listMeta(page, REVIEWS_PAGE_SIZE, totals?.total ?? 0),
  };
}

/** A product's newest approved reviews with a rating, for its page's structured data. */
export async function latestApproved(db: DbOrTx, productId: number, limit: number): Promise<Review[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(and(approvedOf(productId), isNotNull(reviews.rating)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return reviewViews(db, rows);
}

/** SPEC §3 Other settings: how many pictures a review may carry. */
const maxImages = async (db: DbOrTx) =>
  (await getSetting(db, ORDER_SETTINGS_KEY, orderSettingsSchema)).review_images;

/** The shopper's own review of the product, still pending: only then may its pictures change. */
async function pendingOwnReview(tx: DbOrTx, userId: number, slug: string) {
  const product = await visibleProduct(tx, slug);
  const [review] = await tx
    .select({ id: reviews.id, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.productId, product.id)))
    .for('update');
  if (!review) throw notFound('review_not_found');
  if (review.status !== 'pending') throw invalid('review_already_decided');
  return { product, review };
}

/**
 * Adds a picture to the shopper's pending review, up to the configured count (the row is locked while counting). The
 * same picture again (the same bytes, so the same name) is not added twice: the review comes back as it was.
 */
export async function addReviewImage(
  db: Database,
  dataDir: string,
  userId: number,
  slug: string,
  data: Buffer,
): Promise<Review> {
  const name = await storeReviewImage(dataDir, data);
  return db.transaction(async (tx) => {
    const { product, review } = await pendingOwnReview(tx, userId, slug);
    const max = await maxImages(tx);
    const held = await tx
      .select({ path: reviewImages.path })
      .from(reviewImages)
      .where(eq(reviewImages.reviewId, review.id));
    const already = held.some((image) => image.path === name);
    if (!already && held.length >= max)
      throw invalidFields({ image: ['review_images_full'] }, 'review_images_full', { max });
    if (!already) await tx.insert(reviewImages).values({ reviewId: review.id, path: name });
    const view = await ownReview(tx, userId, product.id);
    if (!view) throw new Error('review not kept');
    return view;
  });
}

export function removeReviewImage(
  db: Database,
  userId: number,
  slug: string,
  imageId: number,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const { product, review } = await pendingOwnReview(tx, userId, slug);
    const removed = await tx
      .delete(reviewImages)
      .where(and(eq(reviewImages.id, imageId), eq(reviewImages.reviewId, review.id)))
      .returning({ id: reviewImages.id });
    if (!removed.length) throw notFound('review_image_not_found');
    const view = await ownReview(tx, userId, product.id);
    if (!view) throw new Error('review not kept');
    return view;
  });
}

/** Keeps the product's rating columns equal to its approved reviews (cards read them, decision 025). */
export async function refreshProductRating(db: DbOrTx, productId: number): Promise<void> {
  await db.execute(sql`
    update products set
      rating_tenths = (select round(avg(rating) * 10)::int from reviews
        where product_id = ${productId} and status = 'approved' and rating is not null),
      rating_count = (select count(rating)::int from reviews
        where product_id = ${productId} and status = 'approved')
    where id = ${productId}`);
}
