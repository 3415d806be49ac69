import { type PricingOffer, priceProduct } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * Which products each offer reaches, as `(offer_id, product_id)` rows: the products it names, the products of the
 * categories it names and of their subcategories (as main or extra category), and the products of its brands.
 * `offerFilter` chooses the offers (a condition on the alias `o`).
 */
export function offerReach(offerFilter: SQL): SQL {
  return sql`
    with recursive chosen as (select o.id from offers o where ${offerFilter}),
    offer_tree as (
      select oc.offer_id, oc.category_id from offer_categories oc join chosen on chosen.id = oc.offer_id
      union
      select t.offer_id, c.id from categories c join offer_tree t on c.parent_id = t.category_id
    )
    select op.offer_id, op.product_id from offer_products op join chosen on chosen.id = op.offer_id
    union
    select t.offer_id, p.id from offer_tree t join products p on p.category_id = t.category_id
    union
    select t.offer_id, pc.product_id from offer_tree t join product_categories pc on pc.category_id = t.category_id
    union
    select ob.offer_id, p.id from offer_brands ob join chosen on chosen.id = ob.offer_id
      join products p on p.brand_id = ob.brand_id`;
}

/** Offers that price products at `now`: switched on and inside their time. */
export const runningAt = (now: Date): SQL =>
  sql`o.enabled and o.starts_at <= ${now.toISOString()} and o.ends_at > ${now.toISOString()}`;

interface Repriced {
  id: number;
  offer_id: number | null;
  regular_price: number;
  sale_price: number | null;
  discount_percentage: number;
  tax: number;
  offer_kind: PricingOffer['kind'] | null;
  offer_value: number | null;
  offer_retail: boolean | null;
  offer_wholesale: boolean | null;
}

/**
 * Gives each product the offer that prices it at `now` and writes its `final_price` with it (decision 026): of the
 * running offers that reach a product, the highest priority wins, then the one that started last, then the newest.
 * Given `productIds` (a product just saved, whose own prices changed), it writes those; otherwise every product
 * whose offer changes. Returns how many products it wrote.
 */
export async function refreshOfferPrices(db: DbOrTx, now: Date, productIds: number[] = []): Promise<number> {
  const result = await db.execute(sql`
    with reach as (${offerReach(runningAt(now))}),
    best as (
      select distinct on (r.product_id) r.product_id, o.id as offer_id,
        o.kind as offer_kind, o.value as offer_value, o.retail as offer_retail, o.wholesale as offer_wholesale
      from reach r join offers o on o.id = r.offer_id
      order by r.product_id, o.priority desc, o.starts_at desc, o.id desc
    )
    select p.id, best.offer_id, p.regular_price, p.sale_price, p.discount_percentage, p.tax,
      best.offer_kind, best.offer_value, best.offer_retail, best.offer_wholesale
    from products p left join best on best.product_id = p.id
    where ${
      productIds.length
        ? sql`p.id = any(${toArray(productIds)}::int[])`
        : sql`p.offer_id is distinct from best.offer_id`
    }`);
  const rows = (result as unknown as { rows: Repriced[] }).rows;
  if (!rows.length) return 0;
  const ids: number[] = [];
  const offerIds: Array<number | null> = [];
  const prices: number[] = [];
  for (const row of rows) {
    const offer =
      row.offer_id === null || row.offer_kind === null
        ? null
        : {
            kind: row.offer_kind,
            value: Number(row.offer_value),
            retail: Boolean(row.offer_retail),
            wholesale: Boolean(row.offer_wholesale),
          };
    ids.push(Number(row.id));
    offerIds.push(row.offer_id === null ? null : Number(row.offer_id));
    prices.push(
      priceProduct({
        regular_price: Number(row.regular_price),
        sale_price: row.sale_price === null ? null : Number(row.sale_price),
        discount_percentage: Number(row.discount_percentage),
        tax: Number(row.tax),
        offer,
      }).final_price,
    );
  }
  // One statement for the whole batch: an offer on a large category reprices thousands of products at once.
  await db.execute(sql`
    update products p set offer_id = v.offer_id, final_price = v.final_price
    from unnest(${toArray(ids)}::int[], ${toArray(offerIds)}::int[], ${toArray(prices)}::int[])
      as v(id, offer_id, final_price)
    where p.id = v.id`);
  return rows.length;
}

/** A PostgreSQL array literal of whole numbers (and nulls), sent as one parameter. */
const toArray = (values: Array<number | null>) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`;

/** The next instant after `now` at which an enabled offer starts or ends, or null when none is ahead. */
export async function nextOfferBoundary(db: DbOrTx, now: Date): Promise<Date | null> {
  const result = await db.execute(sql`
    select min(t) as next from (
      select starts_at as t from offers where enabled and starts_at > ${now.toISOString()}
      union all
      select ends_at from offers where enabled and ends_at > ${now.toISOString()}
    ) boundaries`);
  const next = (result as unknown as { rows: Array<{ next: string | Date | null }> }).rows[0]?.next;
  return next ? new Date(next) : null;
}
