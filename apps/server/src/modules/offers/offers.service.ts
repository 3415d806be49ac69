import {
  type Offer,
  type OfferBody,
  type OfferListQuery,
  type OfferListReply,
  type OfferState,
  type StoreOffersReply,
  timedState,
} from '@shop/contracts';
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type FieldErrorKeys, invalidFields, notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import {
  type OfferRow,
  offerBrands,
  offerCategories,
  offerProducts,
  offerReach,
  offers,
  products,
  refreshOfferPrices,
  runningAt,
} from '../products';
import { brands, categories } from '../taxonomy';

const STATE_WHERE: Record<OfferState, (now: Date) => SQL | undefined> = {
  disabled: () => eq(offers.enabled, false),
  ended: (now) => and(eq(offers.enabled, true), lte(offers.endsAt, now)),
  running: (now) => and(eq(offers.enabled, true), lte(offers.startsAt, now), gt(offers.endsAt, now)),
  scheduled: (now) => and(eq(offers.enabled, true), gt(offers.startsAt, now)),
};

const ORDERS: Record<OfferListQuery['sort'], SQL[]> = {
  '-starts_at': [desc(offers.startsAt), desc(offers.id)],
  starts_at: [asc(offers.startsAt), asc(offers.id)],
  ends_at: [asc(offers.endsAt), asc(offers.id)],
  '-ends_at': [desc(offers.endsAt), desc(offers.id)],
  name: [asc(foldedOrder(offers.name)), asc(offers.id)],
  '-name': [desc(foldedOrder(offers.name)), desc(offers.id)],
  priority: [asc(offers.priority), asc(offers.id)],
  '-priority': [desc(offers.priority), desc(offers.id)],
};

/**
 * Other enabled offers whose time overlaps one of `ids` and that reach a product it reaches, with how many products
 * they share: only one offer prices a product at a time, so staff see which one wins (the higher priority).
 */
async function conflictsOf(db: DbOrTx, ids: number[]) {
  if (!ids.length) return new Map<number, Offer['conflicts']>();
  const rows = rowsOf<{ offer_id: number; id: number; name: string; priority: number; products: number }>(
    await db.execute(sql`
      with reach as (${offerReach(sql`o.enabled`)})
      select a.offer_id, other.id, other.name, other.priority, count(*)::int as products
      from reach a
      join reach b on b.product_id = a.product_id and b.offer_id <> a.offer_id
      join offers mine on mine.id = a.offer_id
      join offers other on other.id = b.offer_id
      where a.offer_id = any(${`{${ids.join(',')}}`}::int[])
        and other.starts_at < mine.ends_at and mine.starts_at < other.ends_at
      group by a.offer_id, other.id, other.name, other.priority
      order by other.priority desc, other.id`),
  );
  const byOffer = new Map<number, Offer['conflicts']>();
  for (const row of rows) {
    const list = byOffer.get(Number(row.offer_id)) ?? [];
    list.push({ id: Number(row.id), name: row.name, priority: Number(row.priority), products: row.products });
    byOffer.set(Number(row.offer_id), list);
  }
  return byOffer;
}

/** The offers as staff see them, with what they name, how many products each prices now and their conflicts. */
async function offerViews(db: DbOrTx, rows: OfferRow[], now: Date): Promise<Offer[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // One after the other: inside a transaction these share one connection.
  const named = await db
    .select({ offerId: offerProducts.offerId, id: products.id, name: products.name })
    .from(offerProducts)
    .innerJoin(products, eq(products.id, offerProducts.productId))
    .where(inArray(offerProducts.offerId, ids))
    .orderBy(asc(products.name));
  const cats = await db
    .select({ offerId: offerCategories.offerId, id: categories.id, name: categories.name })
    .from(offerCategories)
    .innerJoin(categories, eq(categories.id, offerCategories.categoryId))
    .where(inArray(offerCategories.offerId, ids))
    .orderBy(asc(categories.name));
  const brandRows = await db
    .select({ offerId: offerBrands.offerId, id: brands.id, name: brands.name })
    .from(offerBrands)
    .innerJoin(brands, eq(brands.id, offerBrands.brandId))
    .where(inArray(offerBrands.offerId, ids))
    .orderBy(asc(brands.name));
  const priced = await db
    .select({ offerId: products.offerId, n: count() })
    .from(products)
    .where(inArray(products.offerId, ids))
    .groupBy(products.offerId);
  const conflicts = await conflictsOf(db, ids);
  const of = (list: Array<{ offerId: number; id: number; name: string }>, id: number) =>
    list.filter((x) => x.offerId === id).map(({ id, name }) => ({ id, name }));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    value: row.value,
    products: of(named, row.id),
    categories: of(cats, row.id),
    brands: of(brandRows, row.id),
    retail: row.retail,
    wholesale: row.wholesale,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    priority: row.priority,
    enabled: row.enabled,
    state: timedState(row, now),
    product_count: priced.find((p) => p.offerId === row.id)?.n ?? 0,
    conflicts: conflicts.get(row.id) ?? [],
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function listOffers(
  db: DbOrTx,
  query: OfferListQuery,
  now = new Date(),
): Promise<OfferListReply> {
  const where = and(
    matchesEveryWord([offers.name], query.search),
    query.state ? STATE_WHERE[query.state](now) : undefined,
  );
  const rows = await db
    .select()
    .from(offers)
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const [totals] = await db.select({ total: count() }).from(offers).where(where);
  return {
    data: await offerViews(db, rows, now),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}

export async function getOffer(db: DbOrTx, id: number, now = new Date()): Promise<Offer> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw notFound('offer_not_found');
  const [view] = await offerViews(db, [row], now);
  if (!view) throw notFound('offer_not_found');
  return view;
}

async function unknownIds(tx: Tx, table: typeof products | typeof categories | typeof brands, ids: number[]) {
  if (!ids.length) return false;
  const found = await tx.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return found.length !== ids.length;
}

/** Every id the body names must exist: 422 with SPEC §8 'Offer creation error' on the field that names one that does not. */
async function refuseUnknown(tx: Tx, body: OfferBody): Promise<void> {
  const errors: FieldErrorKeys = {};
  if (await unknownIds(tx, products, body.product_ids)) errors.product_ids = ['reference_unknown'];
  if (await unknownIds(tx, categories, body.category_ids)) errors.category_ids = ['reference_unknown'];
  if (await unknownIds(tx, brands, body.brand_ids)) errors.brand_ids = ['reference_unknown'];
  if (Object.keys(errors).length) throw invalidFields(errors, 'offer_creation_error');
}

const valuesOf = (body: OfferBody) => ({
  name: body.name,
  kind: body.kind,
  value: body.value,
  retail: body.retail,
  wholesale: body.wholesale,
  startsAt: new Date(body.starts_at),
  endsAt: new Date(body.ends_at),
  priority: body.priority,
  enabled: body.enabled,
});

async function writeTargets(tx: Tx, offerId: number, body: OfferBody): Promise<void> {
  await tx.delete(offerProducts).where(eq(offerProducts.offerId, offerId));
  await tx.delete(offerCategories).where(eq(offerCategories.offerId, offerId));
  await tx.delete(offerBrands).where(eq(offerBrands.offerId, offerId));
  if (body.product_ids.length) {
    await tx.insert(offerProducts).values(body.product_ids.map((productId) => ({ offerId, productId })));
  }
  if (body.category_ids.length) {
    await tx.insert(offerCategories).values(body.category_ids.map((categoryId) => ({ offerId, categoryId })));
  }
  if (body.brand_ids.length) {
    await tx.insert(offerBrands).values(body.brand_ids.map((brandId) => ({ offerId, brandId })));
  }
}

/**
 * Every offer write reprices, in the same transaction, the products whose offer it changes: a shopper never sees an
 * offer price the database does not also charge.
 */
export async function createOffer(db: Database, body: OfferBody, now = new Date()): Promise<Offer> {
  return db.transaction(async (tx) => {
    await refuseUnknown(tx, body);
    const [row] = await tx.insert(offers).values(valuesOf(body)).returning({ id: offers.id });
    if (!row) throw new Error('offer not created');
    await writeTargets(tx, row.id, body);
    await refreshOfferPrices(tx, now);
    return getOffer(tx, row.id, now);
  });
}

export async function updateOffer(
  db: Database,
  id: number,
  body: OfferBody,
  now = new Date(),
): Promise<Offer> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(offers)
      .set({ ...valuesOf(body), updatedAt: new Date() })
      .where(eq(offers.id, id))
      .returning({ id: offers.id });
    if (!row) throw notFound('offer_not_found');
    await refuseUnknown(tx, body);
    await writeTargets(tx, id, body);
    await refreshOfferPrices(tx, now);
    return getOffer(tx, id, now);
  });
}

/** Lines of past orders keep the offer's name; the products it priced go back to their own prices. */
export async function deleteOffer(db: Database, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
    if (!deleted.length) throw notFound('offer_not_found');
    await refreshOfferPrices(tx, now);
  });
}

/** `onOfferFor`'s rule in these queries' words: offer `o` reaches the shopper on product `p`. */
const reaches = (viewer: { wholesaler: boolean }) =>
  viewer.wholesaler ? sql`(o.retail or (o.wholesale and p.wholesaler))` : sql`o.retail`;

/**
 * What /Offers and the home page show: the offers running now that price at least one product shoppers can see, and
 * that reach this shopper (`onOfferFor`): one for wholesale prices only, a wholesaler on a product sold wholesale.
 */
export async function storeOffers(
  db: DbOrTx,
  viewer: { wholesaler: boolean },
  now = new Date(),
): Promise<StoreOffersReply> {
  const rows = rowsOf<{
    id: number;
    name: string;
    kind: OfferRow['kind'];
    value: number;
    ends_at: string | Date;
    n: number;
  }>(
    await db.execute(sql`
      select o.id, o.name, o.kind, o.value, o.ends_at, count(p.id)::int as n
      from offers o join products p on p.offer_id = o.id and p.active and p.visible and ${reaches(viewer)}
      where ${runningAt(now)}
      group by o.id
      order by o.ends_at, o.priority desc, o.id`),
  );
  return {
    offers: rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      kind: r.kind,
      value: Number(r.value),
      ends_at: new Date(r.ends_at).toISOString(),
      product_count: r.n,
    })),
  };
}

/**
 * Whether /Offers has a product to show this shopper: one on sale that staff flagged, or that an offer running now and
 * reaching them prices (`storeOffers`). Asked on every storefront page (its navigation links to /Offers only then), so
 * it reads the small table of offers first and the flagged products through their partial index, never the whole
 * catalogue to learn that nothing is on offer.
 */
export async function offersShowing(
  db: DbOrTx,
  viewer: { wholesaler: boolean },
  now = new Date(),
): Promise<boolean> {
  const rows = rowsOf<{ showing: boolean }>(
    await db.execute(sql`
      select exists (select 1 from products p where p.active and p.visible and p.in_offer)
        or exists (
          select 1 from offers o
          where ${runningAt(now)}
            and exists (select 1 from products p where p.offer_id = o.id and p.active and p.visible and ${reaches(viewer)})
        ) as showing`),
  );
  return rows[0]?.showing === true;
}
