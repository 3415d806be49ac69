import type {
  BlogTerm,
  BlogTermBody,
  BlogTermKind,
  BlogTermListQuery,
  BlogTermListReply,
  BlogTopicsReply,
} from '@shop/contracts';
import { and, asc, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { refuseDuplicates, type UniqueRule, writeUnique } from '../../lib/unique-fields';
import { blogPostKeywords, blogPosts, blogTerms } from './blog.table';
import { publishedNow } from './published';

/** How many posts use each term: a category through its posts, a keyword through the join table. */
// Written out in full: inside a select, drizzle names a column without its table, which the subquery would read
// as its own.
const postCount = (kind: BlogTermKind) =>
  kind === 'categories'
    ? sql<number>`(select count(*)::int from blog_posts where blog_posts.category_id = blog_terms.id)`
    : sql<number>`(select count(*)::int from blog_post_keywords where blog_post_keywords.keyword_id = blog_terms.id)`;

export async function listTerms(
  db: DbOrTx,
  kind: BlogTermKind,
  query: BlogTermListQuery,
): Promise<BlogTermListReply> {
  const where = and(
    eq(blogTerms.kind, kind),
    matchesEveryWord([blogTerms.name, blogTerms.slug], query.search),
  );
  const order = query.sort === 'name' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: blogTerms.id, name: blogTerms.name, slug: blogTerms.slug, posts: postCount(kind) })
      .from(blogTerms)
      .where(where)
      .orderBy(order(foldedOrder(blogTerms.name)), order(blogTerms.id))
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(blogTerms).where(where),
  ]);
  return { data: rows, meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}

/** One category or keyword (GET /api/admin/blog/{kind}/{id}: the edit dialog opened from its address). */
export async function termById(db: DbOrTx, kind: BlogTermKind, id: number): Promise<BlogTerm> {
  const [row] = await db
    .select({ id: blogTerms.id, name: blogTerms.name, slug: blogTerms.slug, posts: postCount(kind) })
    .from(blogTerms)
    .where(and(eq(blogTerms.kind, kind), eq(blogTerms.id, id)));
  if (!row) throw notFound('blog_term_not_found');
  return row;
}

const uniqueRules = (kind: BlogTermKind, body: BlogTermBody): UniqueRule[] => [
  {
    field: 'name',
    same: sql`${blogTerms.kind} = ${kind} and lower(${blogTerms.name}) = lower(${body.name})`,
    constraint: 'blog_terms_name_key',
  },
  {
    field: 'slug',
    same: sql`${blogTerms.kind} = ${kind} and lower(${blogTerms.slug}) = lower(${body.slug})`,
    constraint: 'blog_terms_slug_key',
  },
];

export function createTerm(db: Database, kind: BlogTermKind, body: BlogTermBody): Promise<BlogTerm> {
  return db.transaction(async (tx) => {
    const rules = uniqueRules(kind, body);
    await refuseDuplicates(tx, blogTerms, blogTerms.id, rules, undefined);
    const [row] = await writeUnique(rules, () =>
      tx.insert(blogTerms).values({ kind, name: body.name, slug: body.slug }).returning({ id: blogTerms.id }),
    );
    return termById(tx, kind, row?.id ?? 0);
  });
}

export function updateTerm(
  db: Database,
  kind: BlogTermKind,
  id: number,
  body: BlogTermBody,
): Promise<BlogTerm> {
  return db.transaction(async (tx) => {
    await termById(tx, kind, id);
    const rules = uniqueRules(kind, body);
    await refuseDuplicates(tx, blogTerms, blogTerms.id, rules, id);
    await writeUnique(rules, () =>
      tx.update(blogTerms).set({ name: body.name, slug: body.slug }).where(eq(blogTerms.id, id)),
    );
    return termById(tx, kind, id);
  });
}

/** Deleting a category leaves its posts without one; deleting a keyword takes it off its posts. */
export async function deleteTerm(db: DbOrTx, kind: BlogTermKind, id: number): Promise<void> {
  const deleted = await db
    .delete(blogTerms)
    .where(and(eq(blogTerms.kind, kind), eq(blogTerms.id, id)))
    .returning({ id: blogTerms.id });
  if (!deleted.length) throw notFound('blog_term_not_found');
}

/** /blog's filters: the categories and keywords of posts shoppers can read now. */
export async function blogTopics(db: DbOrTx): Promise<BlogTopicsReply> {
  const { id, name, slug } = getTableColumns(blogTerms);
  const categories = await db
    .selectDistinct({ id, name, slug })
    .from(blogTerms)
    .innerJoin(blogPosts, eq(blogPosts.categoryId, blogTerms.id))
    .where(publishedNow())
    .orderBy(name);
  const keywords = await db
    .selectDistinct({ id, name, slug })
    .from(blogTerms)
    .innerJoin(blogPostKeywords, eq(blogPostKeywords.keywordId, blogTerms.id))
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostKeywords.postId))
    .where(publishedNow())
    .orderBy(name);
  return { categories, keywords };
}

/** Which of `ids` are terms of `kind` (a post may name only existing ones). */
export async function existingTermIds(db: DbOrTx, kind: BlogTermKind, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: blogTerms.id })
    .from(blogTerms)
    .where(and(eq(blogTerms.kind, kind), inArray(blogTerms.id, ids)));
  return new Set(rows.map((row) => row.id));
}
