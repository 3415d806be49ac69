import type { Discount, DiscountBody, DiscountListQuery, DiscountListReply } from '@shop/contracts';
import { discountAmount, timedState } from '@shop/contracts';
import { and, asc, count, desc, eq, gt, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { conflict, invalidFields, notFound } from '../../lib/domain-errors';
import type { MessageKey, MessageParams } from '../../lib/messages';
import { listMeta, pageOffset } from '../../lib/pagination';
import { isUniqueViolation } from '../../lib/pg-errors';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { type DiscountRow, discounts } from './discounts.table';

function toDiscount(row: DiscountRow, now = new Date()): Discount {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    kind: row.kind,
    value: row.value,
    min_subtotal: row.minSubtotal,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    enabled: row.enabled,
    uses: row.uses,
    state: timedState(row, now),
    updated_at: row.updatedAt.toISOString(),
  };
}

const valuesOf = (body: DiscountBody) => ({
  name: body.name,
  code: body.code,
  kind: body.kind,
  value: body.value,
  minSubtotal: body.min_subtotal,
  startsAt: new Date(body.starts_at),
  endsAt: new Date(body.ends_at),
  usageLimit: body.usage_limit,
  perCustomerLimit: body.per_customer_limit,
  enabled: body.enabled,
});

const ORDERS: Record<DiscountListQuery['sort'], SQL[]> = {
  '-starts_at': [desc(discounts.startsAt), desc(discounts.id)],
  starts_at: [asc(discounts.startsAt), asc(discounts.id)],
  name: [asc(foldedOrder(discounts.name)), asc(discounts.id)],
  '-name': [desc(foldedOrder(discounts.name)), desc(discounts.id)],
};

export async function listDiscounts(db: DbOrTx, query: DiscountListQuery): Promise<DiscountListReply> {
  const where = matchesEveryWord([discounts.name, discounts.code], query.search);
  const rows = await db
    .select()
    .from(discounts)
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const [totals] = await db.select({ total: count() }).from(discounts).where(where);
  return {
    data: rows.map((r) => toDiscount(r)),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}

export async function getDiscount(db: DbOrTx, id: number): Promise<Discount> {
  const [row] = await db.select().from(discounts).where(eq(discounts.id, id));
  if (!row) throw notFound('discount_not_found');
  return toDiscount(row);
}

/** A code already given to another coupon is a 409 naming it. */
async function written(write: () => Promise<DiscountRow[]>): Promise<DiscountRow | undefined> {
  try {
    return (await write())[0];
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('coupon_code_taken');
    throw error;
  }
}

export async function createDiscount(db: DbOrTx, body: DiscountBody): Promise<Discount> {
  const row = await written(() => db.insert(discounts).values(valuesOf(body)).returning());
  if (!row) throw new Error('discount not created');
  return toDiscount(row);
}

export async function updateDiscount(db: DbOrTx, id: number, body: DiscountBody): Promise<Discount> {
  const row = await written(() =>
    db
      .update(discounts)
      .set({ ...valuesOf(body), updatedAt: new Date() })
      .where(eq(discounts.id, id))
      .returning(),
  );
  if (!row) throw notFound('discount_not_found');
  return toDiscount(row);
}

/** Orders keep the discount's name and amount, so deleting it changes no past order. */
export async function deleteDiscount(db: DbOrTx, id: number): Promise<void> {
  const deleted = await db.delete(discounts).where(eq(discounts.id, id)).returning({ id: discounts.id });
  if (!deleted.length) throw notFound('discount_not_found');
}

const runningAt = (now: Date) =>
  and(eq(discounts.enabled, true), lte(discounts.startsAt, now), gt(discounts.endsAt, now));

/** A typed coupon's refusal is the coupon field's: the checkout shows it there, and only it. */
const couponRefused = (key: MessageKey, params?: MessageParams) =>
  invalidFields({ coupon: [key] }, key, params);

export interface ChosenDiscount {
  row: DiscountRow;
  amount: number;
}

/**
 * The cart discount an order of `subtotal` gets (decision 028). A typed coupon must exist, be running, reach its
 * minimum and have uses left, or the shopper hears why; without a coupon, the running rule that takes off the most
 * applies by itself. Never both. `lock` takes the coupon's row for update (checkout), so its limits hold under races.
 * `usedBy` says how many orders this customer already placed with a discount.
 */
export async function chooseDiscount(
  db: DbOrTx | Tx,
  input: {
    subtotal: number;
    code: string | undefined;
    now: Date;
    lock: boolean;
    usedBy: (discountId: number) => Promise<number>;
    money: (minor: number) => string;
  },
): Promise<ChosenDiscount | null> {
  if (input.code) {
    const query = db
      .select()
      .from(discounts)
      .where(and(eq(discounts.code, input.code), runningAt(input.now)));
    const [row] = input.lock ? await query.for('update') : await query;
    if (!row) throw couponRefused('coupon_unknown');
    if (input.subtotal < row.minSubtotal) {
      throw couponRefused('coupon_minimum', { amount: input.money(row.minSubtotal) });
    }
    if (row.usageLimit !== null && row.uses >= row.usageLimit) throw couponRefused('coupon_used_up');
    if (row.perCustomerLimit !== null && (await input.usedBy(row.id)) >= row.perCustomerLimit) {
      throw couponRefused('coupon_used_by_you');
    }
    return { row, amount: discountAmount(row, input.subtotal) };
  }
  const rules = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.code, ''), runningAt(input.now), lte(discounts.minSubtotal, input.subtotal)));
  let best: ChosenDiscount | null = null;
  for (const row of rules) {
    if (row.usageLimit !== null && row.uses >= row.usageLimit) continue;
    if (row.perCustomerLimit !== null && (await input.usedBy(row.id)) >= row.perCustomerLimit) continue;
    const amount = discountAmount(row, input.subtotal);
    if (!best || amount > best.amount) best = { row, amount };
  }
  return best;
}

/**
 * The order placed with it spends one use. The update waits for any other checkout holding the row and re-reads
 * `uses` after it, so the last use goes to one order only; the others hear it is used up.
 */
export async function spendDiscount(tx: Tx, id: number): Promise<void> {
  const spent = await tx
    .update(discounts)
    .set({ uses: sql`${discounts.uses} + 1` })
    .where(
      and(
        eq(discounts.id, id),
        or(isNull(discounts.usageLimit), lt(discounts.uses, sql`${discounts.usageLimit}`)),
      ),
    )
    .returning({ id: discounts.id });
  if (!spent.length) throw couponRefused('coupon_used_up');
}

/**
 * A cancelled order gives its use back (decision 073): `uses` counts the orders that still stand, as a customer's own
 * count already does, so a limit of 100 is 100 orders and not 100 tries. A cancelled order is closed for good, so no
 * use is given back twice; the floor at zero only guards a count edited by hand.
 */
export async function giveBackDiscount(tx: DbOrTx, id: number): Promise<void> {
  await tx
    .update(discounts)
    .set({ uses: sql`${discounts.uses} - 1` })
    .where(and(eq(discounts.id, id), gt(discounts.uses, 0)));
}
