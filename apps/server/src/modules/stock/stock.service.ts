import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Invalid, invalid } from '../../lib/domain-errors';
import { quantityExceeds } from '../../lib/messages';
import { comboItems, products, productVariations } from '../products';
import type { StockHold } from './stock-hold';

/**
 * Stock moves. Every one is a single UPDATE of one stock row whose WHERE carries the guard, so two buyers of the last
 * unit cannot both pass it: PostgreSQL re-checks the WHERE on the locked, latest row (ARCHITECTURE, "Money, currency,
 * stock"). Callers pass their transaction; a refused move throws and the whole transaction rolls back.
 */

/** The stock rows a quantity of a product (or one of its variations) holds. */
export async function holdsFor(
  tx: DbOrTx,
  product: { id: number; kind: 'simple' | 'variable' | 'combo' | 'service' },
  variationId: number | null,
  quantity: number,
): Promise<StockHold[]> {
  switch (product.kind) {
    case 'service':
      return [];
    case 'simple':
      return [{ product_id: product.id, variation_id: null, quantity }];
    case 'variable':
      if (variationId === null) throw invalid('variation_required');
      return [{ product_id: product.id, variation_id: variationId, quantity }];
    case 'combo': {
      const parts = await tx
        .select({
          productId: comboItems.productId,
          variationId: comboItems.variationId,
          quantity: comboItems.quantity,
          kind: products.kind,
        })
        .from(comboItems)
        .innerJoin(products, eq(products.id, comboItems.productId))
        .where(eq(comboItems.comboId, product.id));
      if (!parts.length) throw invalid('product_unavailable');
      const holds: StockHold[] = [];
      for (const part of parts) {
        if (part.kind === 'service') continue;
        const units = part.quantity * quantity;
        if (part.kind === 'variable' && part.variationId === null) {
          holds.push(...(await spreadOverVariations(tx, part.productId, units)));
        } else {
          holds.push({ product_id: part.productId, variation_id: part.variationId, quantity: units });
        }
      }
      return merge(holds);
    }
  }
}

/**
 * A combo part that is a whole variable product takes its units from the variations with most available first.
 * The hold itself still checks each row, so a race that empties one is refused rather than oversold.
 */
async function spreadOverVariations(tx: DbOrTx, productId: number, units: number): Promise<StockHold[]> {
  const rows = await tx
    .select({
      id: productVariations.id,
      available: sql<number>`${productVariations.realQuantity} - ${productVariations.heldQuantity}`,
    })
    .from(productVariations)
    .where(and(eq(productVariations.productId, productId), eq(productVariations.active, true)))
    .orderBy(sql`2 desc`, productVariations.id);
  const holds: StockHold[] = [];
  let left = units;
  for (const row of rows) {
    if (left <= 0) break;
    const take = Math.min(left, Math.max(0, Number(row.available)));
    if (take > 0) holds.push({ product_id: productId, variation_id: row.id, quantity: take });
    left -= take;
  }
  // Not enough anywhere: ask the first variation for the rest, so the hold is refused with a number to show.
  if (left > 0) {
    const first = rows[0];
    if (!first) throw invalid('product_unavailable');
    holds.push({ product_id: productId, variation_id: first.id, quantity: left });
  }
  return holds;
}

/** One entry per stock row, in a fixed order so that concurrent transactions lock rows in the same order. */
export function merge(holds: readonly StockHold[]): StockHold[] {
  const byRow = new Map<string, StockHold>();
  for (const h of holds) {
    if (h.quantity === 0) continue;
    const key = `${h.product_id}:${h.variation_id ?? 0}`;
    const seen = byRow.get(key);
    byRow.set(key, seen ? { ...seen, quantity: seen.quantity + h.quantity } : { ...h });
  }
  return [...byRow.values()].sort(
    (a, b) => a.product_id - b.product_id || (a.variation_id ?? 0) - (b.variation_id ?? 0),
  );
}

/** The difference `next − previous` per stock row (positive: hold more; negative: give back). */
export function difference(previous: readonly StockHold[], next: readonly StockHold[]): StockHold[] {
  return merge([...next, ...previous.map((h) => ({ ...h, quantity: -h.quantity }))]);
}

/** Thrown when a row has fewer units than asked; `available` is what the row could still give. */
export class NotEnoughStock extends Invalid {
  constructor(
    readonly hold: StockHold,
    readonly available: number,
  ) {
    super(available > 0 ? quantityExceeds(available) : 'product_unavailable', { available });
  }
}

/** Holds units for a cart line or an order (they stop counting as available), or refuses with NotEnoughStock. */
export async function hold(tx: DbOrTx, holds: readonly StockHold[]): Promise<void> {
  for (const h of merge(holds)) {
    if (h.quantity < 0) {
      await release(tx, [{ ...h, quantity: -h.quantity }]);
      continue;
    }
    const moved = await moveRow(tx, h, {
      set: 'held = held + q',
      guard: 'real - held >= q',
    });
    if (!moved) throw new NotEnoughStock(h, await availableIn(tx, h));
  }
}

/** Gives held units back to what can be sold (a cart line removed or expired, an order cancelled before discount). */
export async function release(tx: DbOrTx, holds: readonly StockHold[]): Promise<void> {
  for (const h of merge(holds)) await moveRow(tx, h, { set: 'held = greatest(0, held - q)' });
}

/** Held units leave the stock for good: the order reached the status at which inventory is discounted. */
export async function discountHeld(tx: DbOrTx, holds: readonly StockHold[]): Promise<void> {
  for (const h of merge(holds))
    await moveRow(tx, h, { set: 'real = real - q, held = greatest(0, held - q)' });
}

/** Units not held leave the stock for good, or NotEnoughStock (an order that had given its units back). */
export async function discountFree(tx: DbOrTx, holds: readonly StockHold[]): Promise<void> {
  for (const h of merge(holds)) {
    const moved = await moveRow(tx, h, { set: 'real = real - q', guard: 'real - held >= q' });
    if (!moved) throw new NotEnoughStock(h, await availableIn(tx, h));
  }
}

/** Discounted units come back to the stock (a delivered-then-cancelled order, goods returned). */
export async function restock(tx: DbOrTx, holds: readonly StockHold[]): Promise<void> {
  for (const h of merge(holds)) await moveRow(tx, h, { set: 'real = real + q' });
}

const SETS = {
  'held = held + q': (t: StockTable, q: number) => ({ heldQuantity: sql`${t.heldQuantity} + ${q}` }),
  'held = greatest(0, held - q)': (t: StockTable, q: number) => ({
    heldQuantity: sql`greatest(0, ${t.heldQuantity} - ${q})`,
  }),
  'real = real - q, held = greatest(0, held - q)': (t: StockTable, q: number) => ({
    realQuantity: sql`${t.realQuantity} - ${q}`,
    heldQuantity: sql`greatest(0, ${t.heldQuantity} - ${q})`,
  }),
  'real = real - q': (t: StockTable, q: number) => ({ realQuantity: sql`${t.realQuantity} - ${q}` }),
  'real = real + q': (t: StockTable, q: number) => ({ realQuantity: sql`${t.realQuantity} + ${q}` }),
} as const;

type StockTable = typeof products | typeof productVariations;

async function moveRow(
  tx: DbOrTx,
  h: StockHold,
  move: { set: keyof typeof SETS; guard?: 'real - held >= q' },
): Promise<boolean> {
  const table: StockTable = h.variation_id === null ? products : productVariations;
  const id = h.variation_id ?? h.product_id;
  const guard = move.guard ? sql`${table.realQuantity} - ${table.heldQuantity} >= ${h.quantity}` : undefined;
  const rows = await tx
    .update(table)
    .set(SETS[move.set](table, h.quantity) as never)
    .where(and(eq(table.id, id), guard))
    .returning({ id: table.id });
  return rows.length > 0;
}

async function availableIn(tx: DbOrTx, h: StockHold): Promise<number> {
  const table: StockTable = h.variation_id === null ? products : productVariations;
  const [row] = await tx
    .select({ available: sql<number>`${table.realQuantity} - ${table.heldQuantity}` })
    .from(table)
    .where(eq(table.id, h.variation_id ?? h.product_id));
  return Math.max(0, Number(row?.available ?? 0));
}
