import {
  type ContentIndexReply,
  type ContentPage,
  type ContentPageBody,
  type ContentPageListItem,
  type ContentPageListQuery,
  type ContentPageListReply,
  isFixedPageSlug,
  type PublicContentPage,
} from '@shop/contracts';
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { refuseDuplicates, type UniqueRule, writeUnique } from '../../lib/unique-fields';
import { type ContentPageRow, contentPages } from './content.table';

function toListItem(row: ContentPageRow): ContentPageListItem {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    section: row.section,
    published: row.published,
    position: row.position,
    fixed: isFixedPageSlug(row.slug),
    updated_at: row.updatedAt.toISOString(),
  };
}

const toPage = (row: ContentPageRow): ContentPage => ({ ...toListItem(row), body: row.body });

// The id breaks ties, so that a page of the list never repeats or skips a row.
const ORDERS: Record<ContentPageListQuery['sort'], SQL[]> = {
  position: [asc(contentPages.position), asc(contentPages.id)],
  '-position': [desc(contentPages.position), desc(contentPages.id)],
  title: [asc(foldedOrder(contentPages.title)), asc(contentPages.id)],
  '-title': [desc(foldedOrder(contentPages.title)), desc(contentPages.id)],
  '-updated_at': [desc(contentPages.updatedAt), desc(contentPages.id)],
};

/** The list columns only: a list of long policies would otherwise carry every body. */
const { body: _body, ...listColumns } = getTableColumns(contentPages);

export async function listContentPages(
  db: DbOrTx,
  query: ContentPageListQuery,
): Promise<ContentPageListReply> {
  const where = matchesEveryWord([contentPages.title, contentPages.slug, contentPages.section], query.search);
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(contentPages)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(contentPages).where(where),
  ]);
  return {
    data: rows.map((row) => toListItem({ ...row, body: '' })),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}

export async function getContentPage(db: DbOrTx, id: number): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  if (!row) throw notFound();
  return toPage(row);
}

function uniqueRules(body: ContentPageBody): UniqueRule[] {
  return [
    {
      field: 'slug',
      same: sql`lower(${contentPages.slug}) = lower(${body.slug})`,
      constraint: 'content_pages_slug_key',
    },
  ];
}

const valuesOf = (body: ContentPageBody) => ({
  slug: body.slug,
  title: body.title,
  description: body.description,
  section: body.section,
  body: sanitizeContentHtml(body.body),
  published: body.published,
  position: body.position,
});

export async function createContentPage(db: Database, body: ContentPageBody): Promise<ContentPage> {
  return db.transaction(async (tx) => {
    const rules = uniqueRules(body);
    await refuseDuplicates(tx, contentPages, contentPages.id, rules, undefined);
    const [row] = await writeUnique(rules, () => tx.insert(contentPages).values(valuesOf(body)).returning());
    return toPage(row as ContentPageRow);
  });
}

export async function updateContentPage(
  db: Database,
  id: number,
  body: ContentPageBody,
): Promise<ContentPage> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: contentPages.slug })
      .from(contentPages)
      .where(eq(contentPages.id, id))
      .for('update');
    if (!current) throw notFound();
    // The footer and the SPEC's policy paths name these pages by their address.
    if (isFixedPageSlug(current.slug) && body.slug !== current.slug) {
      throw invalidFields({ slug: ['slug_fixed'] });
    }
    const rules = uniqueRules(body);
    await refuseDuplicates(tx, contentPages, contentPages.id, rules, id);
    const [row] = await writeUnique(rules, () =>
      tx
        .update(contentPages)
        .set({ ...valuesOf(body), updatedAt: new Date() })
        .where(eq(contentPages.id, id))
        .returning(),
    );
    return toPage(row as ContentPageRow);
  });
}

export async function deleteContentPage(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ slug: contentPages.slug })
      .from(contentPages)
      .where(eq(contentPages.id, id))
      .for('update');
    if (!current) throw notFound();
    if (isFixedPageSlug(current.slug)) throw conflict('content_page_fixed');
    await tx.delete(contentPages).where(eq(contentPages.id, id));
  });
}

/** A published page by its address, for the storefront; 404 for any other (a draft is not there yet). */
export async function publishedPage(db: DbOrTx, slug: string): Promise<PublicContentPage> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(sql`lower(${contentPages.slug})`, slug.toLowerCase()), eq(contentPages.published, true)));
  if (!row) throw notFound('content_page_not_found');
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    section: row.section,
    body: row.body,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** /info and the footer: every published page, by section (sections in the order of their first page). */
export async function contentIndex(db: DbOrTx): Promise<ContentIndexReply['sections']> {
  const rows = await db
    .select({
      slug: contentPages.slug,
      title: contentPages.title,
      description: contentPages.description,
      section: contentPages.section,
    })
    .from(contentPages)
    .where(eq(contentPages.published, true))
    .orderBy(asc(contentPages.position), asc(contentPages.id));
  const sections = new Map<string, ContentIndexReply['sections'][number]['pages']>();
  for (const { section, ...page } of rows) {
    const pages = sections.get(section) ?? [];
    pages.push(page);
    sections.set(section, pages);
  }
  return [...sections].map(([name, pages]) => ({ name, pages }));
}
