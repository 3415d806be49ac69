import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** The blog's categories and keywords (contracts: blog.ts `BLOG_TERM_KINDS`): one shape, told apart by `kind`. */
export const blogTerms = pgTable(
  'blog_terms',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_terms_slug_key').on(t.kind, sql`lower(${t.slug})`),
    uniqueIndex('blog_terms_name_key').on(t.kind, sql`lower(${t.name})`),
  ],
);
export type BlogTermRow = typeof blogTerms.$inferSelect;

/** A blog post (SPEC §3): shown on /blog from `published_on` while enabled. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    body: varchar('body', { length: 1000 }).notNull().default(''),
    /** Sanitised HTML (lib/sanitize-html.ts): never stored as it came in. */
    content: text('content').notNull(),
    author: varchar('author', { length: 80 }).notNull().default(''),
    tag: varchar('tag', { length: 50 }).notNull().default(''),
    categoryId: integer('category_id').references(() => blogTerms.id, { onDelete: 'set null' }),
    /** Upload path of the cover (WebP), null without one. */
    coverImage: varchar('cover_image', { length: 200 }),
    enabled: boolean('enabled').notNull().default(true),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(sql`lower(${t.slug})`),
    index('blog_posts_published_idx').on(t.publishedOn, t.id),
    index('blog_posts_category_idx').on(t.categoryId),
  ],
);
export type BlogPostRow = typeof blogPosts.$inferSelect;

export const blogPostKeywords = pgTable(
  'blog_post_keywords',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    keywordId: integer('keyword_id')
      .notNull()
      .references(() => blogTerms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.keywordId] }),
    index('blog_post_keywords_keyword_idx').on(t.keywordId),
  ],
);
