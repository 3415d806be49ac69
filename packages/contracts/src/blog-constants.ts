// The plain constants of `blog.ts`, without zod: the blog's storefront pages need them, not the schemas.

export const BLOG_PATHS = {
  /** Public: enabled posts already published, newest first (?category, ?keyword, ?search, ?page). */
  posts: '/blog/posts',
  /** Public: one post by its slug, with related posts. */
  post: '/blog/posts/:slug',
  /** Public: the categories and keywords that have posts, for the filters. */
  topics: '/blog/topics',
  adminPosts: '/admin/blog/posts',
  adminPost: '/admin/blog/posts/:id',
  /** Multipart: the post's cover picture. */
  adminPostCover: '/admin/blog/posts/:id/cover',
  adminTerms: '/admin/blog/:kind',
  adminTerm: '/admin/blog/:kind/:id',
} as const;

export const BLOG_TITLE_MAX = 120;
export const BLOG_SUBTITLE_MAX = 200;
export const BLOG_SUMMARY_MAX = 300;
export const BLOG_BODY_MAX = 1000;
export const BLOG_CONTENT_MAX = 100_000;
export const BLOG_AUTHOR_MAX = 80;
export const BLOG_TAG_MAX = 50;
export const BLOG_SLUG_MAX = 120;
/** The last page of /blog its query reads. */
export const BLOG_PAGE_MAX = 10_000;
export const BLOG_TERM_NAME_MAX = 50;
export const BLOG_KEYWORDS_MAX = 10;
/** Posts per page on /blog. */
export const BLOG_PAGE_SIZE = 9;
