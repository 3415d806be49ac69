import { STOREFRONT_COUNT_CAP, type StorefrontProductsQuery } from '@shop/contracts';
import { and, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cachedTotal } from '../../lib/count-cache';
import { pageOffset } from '../../lib/pagination';
import { onOfferFor, onSale, products } from '../products';
import { type CardRow, selectCards, type Viewer } from './card-query';
import { availableNow, countKey, orderOf } from './list-sql';

/**
 * Browsing the whole catalogue (all of it, the offers, what is in stock, in any order: the shop's busiest lists)
 * runs prepared statements built once per shape and database, with the page as placeholders. Building a card query with drizzle costs
 * more than PostgreSQL takes to run it, and a named statement is also parsed and planned once per connection.
 * Search, categories, brands and price bounds stay dynamic: their best plan hangs on how many products match.
 */
export function isPlanStable(query: StorefrontProductsQuery): boolean {
  return (
    !query.search &&
    !query.category &&
    !query.brand &&
    query.min_price === undefined &&
    query.max_price === undefined
  );
}

export interface Shape {
  sort: StorefrontProductsQuery['sort'];
  /** Only the products on offer for this shopper (`onOfferFor`), or null for every product. */
  offersFor: Viewer | null;
  available: boolean;
}

function build(db: DbOrTx, shape: Shape, name: string) {
  const where = and(
    onSale,
    shape.offersFor ? onOfferFor(shape.offersFor) : undefined,
    shape.available ? availableNow : undefined,
  );
  const page = selectCards(db)
    .where(where)
    .orderBy(...orderOf(shape.sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`${name}_page`);
  const matches = db
    .select({ one: sql`1` })
    .from(products)
    .where(where)
    .limit(STOREFRONT_COUNT_CAP)
    .as('matches');
  const count = db.select({ total: sql<number>`count(*)::int` }).from(matches).prepare(`${name}_count`);
  return { page, count };
}

const statements = new WeakMap<DbOrTx, Map<string, ReturnType<typeof build>>>();

function statementsFor(db: DbOrTx, shape: Shape) {
  const offers = shape.offersFor === null ? 0 : shape.offersFor.wholesaler ? 2 : 1;
  const key = [(shape.sort ?? 'priority').replace('-', 'desc_'), offers, Number(shape.available)].join('_');
  let byShape = statements.get(db);
  if (!byShape) {
    byShape = new Map();
    statements.set(db, byShape);
  }
  let found = byShape.get(key);
  if (!found) {
    found = build(db, shape, `store_list_${key}`);
    byShape.set(key, found);
  }
  return found;
}

/** The first cards of a whole-catalogue list (the home page's sections), by its prepared statement. */
export async function firstCards(db: DbOrTx, shape: Shape, limit: number): Promise<CardRow[]> {
  return (await statementsFor(db, shape).page.execute({ limit, offset: 0 })) as CardRow[];
}

export async function listedPage(
  db: DbOrTx,
  query: StorefrontProductsQuery,
  viewer: Viewer,
): Promise<{ rows: CardRow[]; total: number }> {
  const { page, count } = statementsFor(db, {
    sort: query.sort === 'relevance' ? 'priority' : query.sort,
    offersFor: query.in_offer === 'true' ? viewer : null,
    available: query.available === 'true',
  });
  const offset = pageOffset(query.page, query.per_page);
  const [rows, total] = await Promise.all([
    // Pages past the counted matches are never offered; skipping them keeps a deep offset from scanning.
    offset >= STOREFRONT_COUNT_CAP ? [] : page.execute({ limit: query.per_page, offset }),
    cachedTotal(countKey(query, 'words', viewer), async () => Number((await count.execute())[0]?.total ?? 0)),
  ]);
  return { rows: rows as CardRow[], total };
}
