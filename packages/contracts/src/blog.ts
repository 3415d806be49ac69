import { z } from 'zod';
import {
  BLOG_AUTHOR_MAX,
  BLOG_BODY_MAX,
  BLOG_CONTENT_MAX,
  BLOG_KEYWORDS_MAX,
  BLOG_PAGE_MAX,
  BLOG_SLUG_MAX,
  BLOG_SUBTITLE_MAX,
  BLOG_SUMMARY_MAX,
  BLOG_TAG_MAX,
  BLOG_TERM_NAME_MAX,
  BLOG_TITLE_MAX,
} from './blog-constants';
import { calendarDateSchema } from './calendar-date';
import { LIST_SEARCH_MAX, listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';

/**
 * The blog (SPEC §2 /blog, /blog/{blog}, /admin/blogs/categories|keywords|posts; §3 Blog post; issue 16 §2): posts
 * with a category, keywords and a cover, written in the back office's editor and kept as sanitised HTML. A post is
 * shown from its publication date while it is enabled (decision 024).
 */

export * from './blog-constants';

const required = { error: 'required' } as const;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogSlugSchema = z
  .string()
  .trim()
  .min(1, required)
  .max(BLOG_SLUG_MAX)
  .regex(SLUG_PATTERN, { error: 'slug_invalid' });

/** Categories and keywords are the same kind of thing: a name and an address. */
export const BLOG_TERM_KINDS = ['categories', 'keywords'] as const;
export type BlogTermKind = (typeof BLOG_TERM_KINDS)[number];
export const blogTermKindParamSchema = z.object({ kind: z.enum(BLOG_TERM_KINDS) });
export const blogTermParamSchema = z.object({
  kind: z.enum(BLOG_TERM_KINDS),
  id: integerField(1),
});

export const blogTermBodySchema = z.strictObject({
  name: z.string().trim().min(1, required).max(BLOG_TERM_NAME_MAX),
  slug: blogSlugSchema,
});
export type BlogTermBody = z.infer<typeof blogTermBodySchema>;

export const blogTermSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** How many posts use it (all of them, enabled or not). */
  posts: z.number().int(),
});
export type BlogTerm = z.infer<typeof blogTermSchema>;
export const BLOG_TERM_SORTS = ['name', '-name'] as const;
export const blogTermListQuerySchema = listQuerySchema.extend({
  sort: z.enum(BLOG_TERM_SORTS).default('name'),
});
export type BlogTermListQuery = z.infer<typeof blogTermListQuerySchema>;
export const blogTermListReplySchema = listReplySchema(blogTermSchema);
export type BlogTermListReply = z.infer<typeof blogTermListReplySchema>;

export const blogPostBodySchema = z.strictObject({
  title: z.string().trim().min(1, required).max(BLOG_TITLE_MAX),
  slug: blogSlugSchema,
  subtitle: z.string().trim().max(BLOG_SUBTITLE_MAX).default(''),
  /** Shown on /blog's cards and as the page's description for search engines. */
  summary: z.string().trim().max(BLOG_SUMMARY_MAX).default(''),
  /** The lead paragraph under the title, plain text. */
  body: z.string().trim().max(BLOG_BODY_MAX).default(''),
  /** The article, HTML from the editor; the server keeps it sanitised. */
  content: z
    .string()
    .max(BLOG_CONTENT_MAX)
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', required),
  author: z.string().trim().max(BLOG_AUTHOR_MAX).default(''),
  tag: z.string().trim().max(BLOG_TAG_MAX).default(''),
  blog_category_id: z.number().int().min(1).nullable().default(null),
  keyword_ids: z
    .array(z.number().int().min(1))
    .max(BLOG_KEYWORDS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'items_repeated' })
    .default([]),
  enabled: z.boolean().default(true),
  published_on: calendarDateSchema,
});
export type BlogPostBody = z.infer<typeof blogPostBodySchema>;
export type BlogPostInput = z.input<typeof blogPostBodySchema>;

const termRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const blogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  subtitle: z.string(),
  summary: z.string(),
  body: z.string(),
  content: z.string(),
  author: z.string(),
  tag: z.string(),
  blog_category: termRefSchema.nullable(),
  keywords: z.array(termRefSchema),
  cover_image: z.string().nullable(),
  enabled: z.boolean(),
  published_on: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostListItemSchema = blogPostSchema.omit({ content: true, body: true });
export type BlogPostListItem = z.infer<typeof blogPostListItemSchema>;

export const BLOG_POST_SORTS = ['-published_on', 'published_on', 'title', '-title'] as const;
export const adminBlogPostsQuerySchema = listQuerySchema.extend({
  sort: z.enum(BLOG_POST_SORTS).default('-published_on'),
});
export type AdminBlogPostsQuery = z.infer<typeof adminBlogPostsQuerySchema>;
export const adminBlogPostListReplySchema = listReplySchema(blogPostListItemSchema);
export type AdminBlogPostListReply = z.infer<typeof adminBlogPostListReplySchema>;

/** /blog's query: a category and a keyword by their slugs, words to search, a page. */
export const blogPostsQuerySchema = z.object({
  page: integerField(1, BLOG_PAGE_MAX).default(1),
  category: z.string().trim().max(BLOG_SLUG_MAX).optional(),
  keyword: z.string().trim().max(BLOG_SLUG_MAX).optional(),
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
});
export type BlogPostsQuery = z.infer<typeof blogPostsQuerySchema>;

export const publicBlogPostCardSchema = blogPostListItemSchema.omit({ enabled: true, updated_at: true });
export type PublicBlogPostCard = z.infer<typeof publicBlogPostCardSchema>;
export const blogPostsReplySchema = listReplySchema(publicBlogPostCardSchema);
export type BlogPostsReply = z.infer<typeof blogPostsReplySchema>;

export const publicBlogPostSchema = blogPostSchema.omit({ enabled: true }).extend({
  related: z.array(publicBlogPostCardSchema),
});
export type PublicBlogPost = z.infer<typeof publicBlogPostSchema>;

export const blogTopicsReplySchema = z.object({
  categories: z.array(termRefSchema),
  keywords: z.array(termRefSchema),
});
export type BlogTopicsReply = z.infer<typeof blogTopicsReplySchema>;

export const blogSlugParamSchema = z.object({ slug: z.string().max(200) });
