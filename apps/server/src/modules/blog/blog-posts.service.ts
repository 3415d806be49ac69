import type {
  AdminBlogPostListReply,
  AdminBlogPostsQuery,
  BlogPost,
  BlogPostBody,
  BlogPostListItem,
  BlogPostsQuery,
  BlogPostsReply,
  PublicBlogPost,
  PublicBlogPostCard,
} from '@shop/contracts';
import { BLOG_PAGE_SIZE } from '@shop/contracts';
import { and, asc, count, desc, eq, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { type FieldErrorKeys, invalidFields, notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { publicUploadUrl } from '../../lib/storage';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { refuseDuplicates, type UniqueRule, writeUnique } from '../../lib/unique-fields';
import { type BlogPostRow, blogPostKeywords, blogPosts, blogTerms } from './blog.table';
import { storeBlogCover } from './blog-cover';
import { existingTermIds } from './blog-terms.service';
import { publishedNow } from './published';

type TermRef = { id: number; name: string; slug: string };
interface PostTerms {
  category: TermRef | null;
  keywords: TermRef[];
}

/** The category and keywords of each post, in two queries whatever the number of posts (one after the other). */
async function termsOf(db: DbOrTx, rows: BlogPostRow[]): Promise<Map<number, PostTerms>> {
  const ids = rows.map((row) => row.id);
  const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId === null ? [] : [row.categoryId])))];
  // One query after the other: inside a transaction they share one connection.
  const categories = categoryIds.length
    ? await db
        .select({ id: blogTerms.id, name: blogTerms.name, slug: blogTerms.slug })
        .from(blogTerms)
        .where(inArray(blogTerms.id, categoryIds))
    : [];
  const keywords = ids.length
    ? await db
        .select({
          postId: blogPostKeywords.postId,
          id: blogTerms.id,
          name: blogTerms.name,
          slug: blogTerms.slug,
        })
        .from(blogPostKeywords)
        .innerJoin(blogTerms, eq(blogTerms.id, blogPostKeywords.keywordId))
        .where(inArray(blogPostKeywords.postId, ids))
        .orderBy(asc(blogTerms.name))
    : [];
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        category: row.categoryId === null ? null : (categoryById.get(row.categoryId) ?? null),
        keywords: keywords
          .filter((k) => k.postId === row.id)
          .map(({ id, name, slug }) => ({ id, name, slug })),
      },
    ]),
  );
}

function toListItem(row: BlogPostRow, terms: PostTerms | undefined): BlogPostListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    subtitle: row.subtitle,
    summary: row.summary,
    author: row.author,
    tag: row.tag,
    blog_category: terms?.category ?? null,
    keywords: terms?.keywords ?? [],
    cover_image: row.coverImage ? publicUploadUrl(row.coverImage) : null,
    enabled: row.enabled,
    published_on: row.publishedOn,
    updated_at: row.updatedAt.toISOString(),
  };
}

const toPost = (row: BlogPostRow, terms: PostTerms | undefined): BlogPost => ({
  ...toListItem(row, terms),
  body: row.body,
  content: row.content,
});

function toCard(row: BlogPostRow, terms: PostTerms | undefined): PublicBlogPostCard {
  const { enabled: _e, updated_at: _u, ...card } = toListItem(row, terms);
  return card;
}

const ORDERS: Record<AdminBlogPostsQuery['sort'], SQL[]> = {
  '-published_on': [desc(blogPosts.publishedOn), desc(blogPosts.id)],
  published_on: [asc(blogPosts.publishedOn), asc(blogPosts.id)],
  title: [asc(foldedOrder(blogPosts.title)), asc(blogPosts.id)],
  '-title': [desc(foldedOrder(blogPosts.title)), desc(blogPosts.id)],
};

/** /admin/blogs/posts: every post, enabled or not, found by its words. */
export async function listPosts(db: DbOrTx, query: AdminBlogPostsQuery): Promise<AdminBlogPostListReply> {
  const where = matchesEveryWord([blogPosts.title, blogPosts.author, blogPosts.tag], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const terms = await termsOf(db, rows);
  return {
    data: rows.map((row) => toListItem(row, terms.get(row.id))),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}

export async function getPost(db: DbOrTx, id: number): Promise<BlogPost> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw notFound('blog_post_not_found');
  return toPost(row, (await termsOf(db, [row])).get(row.id));
}

const uniqueRules = (body: BlogPostBody): UniqueRule[] => [
  {
    field: 'slug',
    same: sql`lower(${blogPosts.slug}) = lower(${body.slug})`,
    constraint: 'blog_posts_slug_key',
  },
];

/** The category and keywords a post names must exist (a stale form may name a deleted one). */
async function checkTerms(db: DbOrTx, body: BlogPostBody): Promise<void> {
  const errors: FieldErrorKeys = {};
  if (body.blog_category_id !== null) {
    const found = await existingTermIds(db, 'categories', [body.blog_category_id]);
    if (!found.has(body.blog_category_id)) errors.blog_category_id = ['blog_category_unknown'];
  }
  const keywords = await existingTermIds(db, 'keywords', body.keyword_ids);
  if (keywords.size !== body.keyword_ids.length) errors.keyword_ids = ['blog_keyword_unknown'];
  if (Object.keys(errors).length) throw invalidFields(errors);
}

const valuesOf = (body: BlogPostBody) => ({
  title: body.title,
  slug: body.slug,
  subtitle: body.subtitle,
  summary: body.summary,
  body: body.body,
  content: sanitizeContentHtml(body.content),
  author: body.author,
  tag: body.tag,
  categoryId: body.blog_category_id,
  enabled: body.enabled,
  publishedOn: body.published_on,
});

async function setKeywords(tx: DbOrTx, postId: number, keywordIds: number[]): Promise<void> {
  await tx.delete(blogPostKeywords).where(eq(blogPostKeywords.postId, postId));
  if (keywordIds.length)
    await tx.insert(blogPostKeywords).values(keywordIds.map((keywordId) => ({ postId, keywordId })));
}

export function createPost(db: Database, body: BlogPostBody): Promise<BlogPost> {
  return db.transaction(async (tx) => {
    await checkTerms(tx, body);
    const rules = uniqueRules(body);
    await refuseDuplicates(tx, blogPosts, blogPosts.id, rules, undefined);
    const [row] = await writeUnique(rules, () =>
      tx.insert(blogPosts).values(valuesOf(body)).returning({ id: blogPosts.id }),
    );
    if (!row) throw new Error('post not kept');
    await setKeywords(tx, row.id, body.keyword_ids);
    return getPost(tx, row.id);
  });
}

export function updatePost(db: Database, id: number, body: BlogPostBody): Promise<BlogPost> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.id, id))
      .for('update');
    if (!current) throw notFound('blog_post_not_found');
    await checkTerms(tx, body);
    const rules = uniqueRules(body);
    await refuseDuplicates(tx, blogPosts, blogPosts.id, rules, id);
    await writeUnique(rules, () =>
      tx
        .update(blogPosts)
        .set({ ...valuesOf(body), updatedAt: new Date() })
        .where(eq(blogPosts.id, id)),
    );
    await setKeywords(tx, id, body.keyword_ids);
    return getPost(tx, id);
  });
}

export async function deletePost(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (!deleted.length) throw notFound('blog_post_not_found');
}

/** Checks the post exists before the picture is encoded, then makes it the post's cover. */
export async function setPostCover(db: DbOrTx, dataDir: string, id: number, data: Buffer): Promise<BlogPost> {
  await getPost(db, id);
  const name = await storeBlogCover(dataDir, data);
  await db.update(blogPosts).set({ coverImage: name, updatedAt: new Date() }).where(eq(blogPosts.id, id));
  return getPost(db, id);
}

const termSlug = (kind: 'categories' | 'keywords', slug: string) =>
  and(eq(blogTerms.kind, kind), sql`lower(${blogTerms.slug}) = lower(${slug})`);

/**
 * The terms of a kind a public filter names by address. An old link to a category or keyword the blog no longer has
 * is a 404 with its reason, not an empty list that blames the shopper's filters.
 */
async function filterTermIds(db: DbOrTx, kind: 'categories' | 'keywords', slug: string): Promise<number[]> {
  const rows = await db.select({ id: blogTerms.id }).from(blogTerms).where(termSlug(kind, slug));
  if (!rows.length)
    throw notFound(kind === 'categories' ? 'blog_category_not_found' : 'blog_keyword_not_found');
  return rows.map((row) => row.id);
}

/** /blog: posts shoppers can read, newest first, by category, keyword and words. */
export async function publicPosts(db: DbOrTx, query: BlogPostsQuery): Promise<BlogPostsReply> {
  const [categoryIds, keywordIds] = await Promise.all([
    query.category ? filterTermIds(db, 'categories', query.category) : undefined,
    query.keyword ? filterTermIds(db, 'keywords', query.keyword) : undefined,
  ]);
  const where = and(
    publishedNow(),
    categoryIds ? inArray(blogPosts.categoryId, categoryIds) : undefined,
    keywordIds
      ? inArray(
          blogPosts.id,
          db
            .select({ id: blogPostKeywords.postId })
            .from(blogPostKeywords)
            .where(inArray(blogPostKeywords.keywordId, keywordIds)),
        )
      : undefined,
    matchesEveryWord([blogPosts.title, blogPosts.subtitle, blogPosts.summary, blogPosts.tag], query.search),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id))
      .limit(BLOG_PAGE_SIZE)
      .offset(pageOffset(query.page, BLOG_PAGE_SIZE)),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  const terms = await termsOf(db, rows);
  return {
    data: rows.map((row) => toCard(row, terms.get(row.id))),
    meta: listMeta(query.page, BLOG_PAGE_SIZE, totals?.total ?? 0),
  };
}

const RELATED = 3;

/** /blog/{blog}: a post shoppers can read, with up to three others, those of its category or keywords first. */
export async function publicPost(db: DbOrTx, slug: string): Promise<PublicBlogPost> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(publishedNow(), sql`lower(${blogPosts.slug}) = lower(${slug})`));
  if (!row) throw notFound('blog_post_not_found');
  const terms = (await termsOf(db, [row])).get(row.id);
  const keywordIds = terms?.keywords.map((k) => k.id) ?? [];
  const newest = (where: SQL | undefined, limit: number) =>
    db
      .select()
      .from(blogPosts)
      .where(and(publishedNow(), ne(blogPosts.id, row.id), where))
      .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id))
      .limit(limit);
  const alike = or(
    row.categoryId === null ? undefined : eq(blogPosts.categoryId, row.categoryId),
    keywordIds.length
      ? inArray(
          blogPosts.id,
          db
            .select({ id: blogPostKeywords.postId })
            .from(blogPostKeywords)
            .where(inArray(blogPostKeywords.keywordId, keywordIds)),
        )
      : undefined,
  );
  const related = alike ? await newest(alike, RELATED) : [];
  // Too few alike: the newest others fill the row, so a reader always has somewhere to go next.
  if (related.length < RELATED) {
    const shown = related.map((r) => r.id);
    related.push(
      ...(await newest(shown.length ? notInArray(blogPosts.id, shown) : undefined, RELATED - related.length)),
    );
  }
  const relatedTerms = await termsOf(db, related);
  const { enabled: _e, ...post } = toPost(row, terms);
  return { ...post, related: related.map((r) => toCard(r, relatedTerms.get(r.id))) };
}

/** Whether the blog has a post to show (the storefront links to /blog only then); reads one id, not a post. */
export async function anyPostPublished(db: DbOrTx): Promise<boolean> {
  return (await db.select({ id: blogPosts.id }).from(blogPosts).where(publishedNow()).limit(1)).length > 0;
}

/** The newest posts shoppers can read, for the RSS feed. */
export async function latestPosts(db: DbOrTx, limit: number): Promise<BlogPostRow[]> {
  return db
    .select()
    .from(blogPosts)
    .where(publishedNow())
    .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.id))
    .limit(limit);
}
