import {
  convertToBase,
  SEARCH_COUNT_CAP,
  STOREFRONT_COUNT_CAP,
  type StorefrontCoin,
  type StorefrontProductsQuery,
  type StorefrontProductsReply,
} from '@shop/contracts';
import { and, asc, desc, eq, gte, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cachedTotal } from '../../lib/count-cache';
import { notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { onOfferFor, onSale, products } from '../products';
import { type CardRow, selectCards, toCards, type Viewer } from './card-query';
import {
  availableNow,
  countKey,
  inCategory,
  ofBrand,
  orderOf,
  resolveTaxonomy,
  type Taxonomy,
  UNNAMED,
} from './list-sql';
import { isPlanStable, listedPage } from './listing-statements';
import {
  matchesSearch,
  matchesSearchParam,
  prefixQuery,
  relevance,
  relevanceParam,
  type SearchMode,
} from './search-sql';

const byRelevance = (query: StorefrontProductsQuery) =>
  Boolean(query.search) && (query.sort ?? 'relevance') === 'relevance';

/** A price bound typed in the shopper's coin, as base-coin cents. */
function toBase(amount: number | undefined, coin: StorefrontCoin | undefined): number | undefined {
  if (amount === undefined) return undefined;
  return coin && !coin.is_base ? convertToBase(amount, coin.rate) : amount;
}

function whereOf(
  query: StorefrontProductsQuery,
  coins: readonly StorefrontCoin[],
  taxonomy: Taxonomy,
  mode: SearchMode,
  viewer: Viewer,
): SQL | undefined {
  const coin = coins.find((c) => c.short_name === query.coin?.toUpperCase());
  const min = toBase(query.min_price, coin);
  const max = toBase(query.max_price, coin);
  return and(
    onSale,
    query.search ? matchesSearch(query.search, mode) : undefined,
    inCategory(taxonomy),
    ofBrand(taxonomy),
    min === undefined ? undefined : gte(products.finalPrice, min),
    max === undefined ? undefined : lte(products.finalPrice, max),
    query.in_offer === 'true' ? onOfferFor(viewer) : undefined,
    query.available === 'true' ? availableNow : undefined,
  );
}

/** Counts matches up to the cap: an exact total past that is not worth scanning the catalogue for. */
async function cappedCount(db: DbOrTx, where: SQL | undefined, cap: number): Promise<number> {
  const limited = db.select({ one: sql`1` }).from(products).where(where).limit(cap).as('matches');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(limited);
  return Number(row?.total ?? 0);
}

/**
 * Ranking every match of a broad search ("camara" matches one product in seven) costs a rank computation per
 * match. Relevance therefore orders the first matches in the staff's order (priority), a window of about
 * RANK_WINDOW cards rounded to whole pages; pages past the window continue in priority order, which is exactly
 * the order those products were left out in, so no product is shown twice or skipped.
 */
export const RANK_WINDOW = 240;

function rankedPage(db: DbOrTx, query: StorefrontProductsQuery, where: SQL | undefined, mode: SearchMode) {
  const offset = pageOffset(query.page, query.per_page);
  const window = Math.ceil(RANK_WINDOW / query.per_page) * query.per_page;
  if (offset >= window) {
    return selectCards(db)
      .where(where)
      .orderBy(asc(products.priority), asc(products.id))
      .limit(query.per_page)
      .offset(offset);
  }
  return rankWindow(db, where, relevance(query.search ?? '', mode), window, query.per_page, offset);
}

/** The window's rank is computed for the window only, and the cards' joins are made for the page only. */
function rankWindow(
  db: DbOrTx,
  where: SQL | undefined,
  rank: SQL,
  window: number | Placeholder,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const candidates = db
    .select({ id: products.id, priority: products.priority, rank: rank.as('rank') })
    .from(products)
    .where(where)
    .orderBy(asc(products.priority), asc(products.id))
    .limit(window)
    .as('candidates');
  const page = db
    .select({ id: candidates.id, priority: candidates.priority, rank: candidates.rank })
    .from(candidates)
    .orderBy(desc(candidates.rank), asc(candidates.priority), asc(candidates.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return selectCards(db)
    .innerJoin(page, eq(page.id, products.id))
    .orderBy(desc(page.rank), asc(page.priority), asc(page.id));
}

/**
 * A search with no other filter (the search box), on its first pages, by queries built once per mode and
 * database: building them with drizzle cost as much as running them. They are sent unnamed (no name given to
 * `prepare`), so PostgreSQL still plans each for its words: a rare word is best found through the search index, a
 * common one by walking the catalogue in priority order, and a named statement's generic plan would pick one for all.
 */
function isPlainSearch(query: StorefrontProductsQuery): boolean {
  return (
    Boolean(query.search) &&
    byRelevance(query) &&
    !query.category &&
    !query.brand &&
    query.min_price === undefined &&
    query.max_price === undefined &&
    query.in_offer !== 'true' &&
    query.available !== 'true'
  );
}

function buildSearch(db: DbOrTx, mode: SearchMode) {
  const where = and(onSale, matchesSearchParam(mode));
  const limited = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(SEARCH_COUNT_CAP)
    .as('matches');
  return {
    page: rankWindow(
      db,
      where,
      relevanceParam(mode),
      sql.placeholder('window'),
      sql.placeholder('limit'),
      sql.placeholder('offset'),
    ).prepare(UNNAMED),
    count: db.select({ total: sql<number>`count(*)::int` }).from(limited).prepare(UNNAMED),
  };
}

const searches = new WeakMap<DbOrTx, Partial<Record<SearchMode, ReturnType<typeof buildSearch>>>>();

function searchStatements(db: DbOrTx, mode: SearchMode) {
  let byMode = searches.get(db);
  if (!byMode) {
    byMode = {};
    searches.set(db, byMode);
  }
  byMode[mode] ??= buildSearch(db, mode);
  return byMode[mode];
}

/** `matching` for a plain search on the ranked pages, or null when the statements do not fit the query. */
async function plainSearch(
  db: DbOrTx,
  query: StorefrontProductsQuery,
  mode: SearchMode,
  viewer: Viewer,
): Promise<{ rows: CardRow[]; total: number } | null> {
  const search = query.search ?? '';
  const tsquery = prefixQuery(search);
  const offset = pageOffset(query.page, query.per_page);
  const window = Math.ceil(RANK_WINDOW / query.per_page) * query.per_page;
  if (!tsquery || offset >= window) return null;
  const { page, count } = searchStatements(db, mode);
  const params = { tsquery, search };
  const [rows, total] = await Promise.all([
    page.execute({ ...params, window, limit: query.per_page, offset }),
    cachedTotal(countKey(query, mode, viewer), async () =>
      Number((await count.execute(params))[0]?.total ?? 0),
    ),
  ]);
  return { rows: rows as CardRow[], total };
}

async function matching(
  db: DbOrTx,
  query: StorefrontProductsQuery,
  coins: StorefrontCoin[],
  taxonomy: Taxonomy,
  mode: SearchMode,
  viewer: Viewer,
): Promise<{ rows: CardRow[]; total: number }> {
  if (isPlainSearch(query)) {
    const found = await plainSearch(db, query, mode, viewer);
    if (found) return found;
  }
  const where = whereOf(query, coins, taxonomy, mode, viewer);
  const cap = query.search ? SEARCH_COUNT_CAP : STOREFRONT_COUNT_CAP;
  const [rows, total] = await Promise.all([
    // Pages past the counted matches are never offered; skipping them keeps a deep offset from scanning.
    pageOffset(query.page, query.per_page) >= cap
      ? []
      : byRelevance(query)
        ? rankedPage(db, query, where, mode)
        : selectCards(db)
            .where(where)
            .orderBy(...orderOf(query.sort))
            .limit(query.per_page)
            .offset(pageOffset(query.page, query.per_page)),
    cachedTotal(countKey(query, mode, viewer), () => cappedCount(db, where, cap)),
  ]);
  return { rows: rows as CardRow[], total };
}

/**
 * Browsing and search: one query for the page of cards and one (often cached) for the total. A search looks for
 * its words first and, only when no product has them, for names spelt close to it.
 */
export async function browseProducts(
  db: DbOrTx,
  query: StorefrontProductsQuery,
  coins: StorefrontCoin[],
  viewer: Viewer,
): Promise<StorefrontProductsReply> {
  if (isPlanStable(query)) {
    const { rows, total } = await listedPage(db, query, viewer);
    return { data: toCards(rows, coins, viewer), meta: listMeta(query.page, query.per_page, total), coins };
  }
  const taxonomy = await resolveTaxonomy(db, query);
  // An old link to a category or brand taken off the shop is a missing page, not an empty one.
  if (taxonomy.categoryIds?.length === 0) throw notFound('category_not_found');
  if (taxonomy.brandId === null) throw notFound('brand_not_found');
  let found = await matching(db, query, coins, taxonomy, 'words', viewer);
  if (query.search && found.total === 0)
    found = await matching(db, query, coins, taxonomy, 'similar', viewer);
  return {
    data: toCards(found.rows, coins, viewer),
    meta: listMeta(query.page, query.per_page, found.total),
    coins,
  };
}
