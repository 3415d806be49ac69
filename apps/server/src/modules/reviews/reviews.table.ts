import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from '../products';
import { categories } from '../taxonomy';
import { users } from '../users';

/** A question asked of the products of some categories when they are reviewed (SPEC §3 Review criterion). */
export const reviewCriteria = pgTable('review_criteria', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 50 }).notNull(),
  description: varchar('description', { length: 50 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ReviewCriterionRow = typeof reviewCriteria.$inferSelect;

export const reviewCriterionCategories = pgTable(
  'review_criterion_categories',
  {
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => reviewCriteria.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.criterionId, t.categoryId] }),
    index('review_criterion_categories_category_idx').on(t.categoryId),
  ],
);

/** The answers a reviewer picks from; one that reviews chose is kept (SPEC §8). */
export const criterionAnswers = pgTable(
  'review_criterion_answers',
  {
    id: serial('id').primaryKey(),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => reviewCriteria.id, { onDelete: 'restrict' }),
    text: varchar('text', { length: 50 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('review_criterion_answers_criterion_idx').on(t.criterionId, t.position)],
);

/** A shopper's review of a product they bought (SPEC §3 Review, §4 its states). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** 1 to 5 stars, or none. */
    rating: smallint('rating'),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reasonOfRejection: varchar('reason_of_rejection', { length: 250 }),
    /** Written by a shopper with a delivered order of the product. */
    verified: boolean('verified').notNull().default(false),
    /** The author's language when writing it: the decision's mail speaks it. */
    locale: varchar('locale', { length: 5 }).notNull().default('es-ES'),
    /** The shop's public answer (decision 102), who of the staff wrote it last and when. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: integer('replied_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_status_idx').on(t.productId, t.status),
  ],
);

/** The answer a review gave to each criterion; the answer cannot go while a review holds it. */
export const reviewAnswers = pgTable(
  'review_answers',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => reviewCriteria.id, { onDelete: 'restrict' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => criterionAnswers.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.criterionId] }),
    index('review_answers_answer_idx').on(t.answerId),
  ],
);

/** A review's pictures (SPEC §3: up to the configured count), re-encoded uploads. */
export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId, t.id)],
);

/** A criterion's reference pictures (SPEC §3), shown to reviewers beside its answers. */
export const criterionImages = pgTable(
  'review_criterion_images',
  {
    id: serial('id').primaryKey(),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => reviewCriteria.id, { onDelete: 'cascade' }),
    path: varchar('path', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_criterion_images_criterion_idx').on(t.criterionId, t.id)],
);
