import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The shop's own pages: about, the policies, and any information page staff write (contracts: content.ts). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 60 }).notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    section: varchar('section', { length: 50 }).notNull().default(''),
    /** Sanitised HTML (sanitize.ts): never stored as it came in. */
    body: text('body').notNull().default(''),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_slug_key').on(sql`lower(${t.slug})`)],
);
export type ContentPageRow = typeof contentPages.$inferSelect;

/** Frequent questions, grouped on /Frequent-Ask by their topic. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    topic: varchar('topic', { length: 50 }).notNull(),
    question: varchar('question', { length: 300 }).notNull(),
    /** Sanitised HTML, like a page's body. */
    answer: text('answer').notNull(),
    published: boolean('published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_position_idx').on(t.position, t.id)],
);
export type FaqRow = typeof faqs.$inferSelect;
