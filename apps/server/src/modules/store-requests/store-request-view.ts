import { formatMoney, type Locale, orderCode, type StoreRequest } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { priceOfLine } from '../cart';
import { variationLabels } from '../products';
import { users } from '../users';
import { requestLines } from './store-request-lines';
import type { StoreRequestRow } from './store-requests.table';

const BASE_COIN = { symbol: '$' };

/** SPEC-shaped views of these requests, lines priced at today's wholesale prices in the base coin. */
export async function storeRequestViews(
  db: DbOrTx,
  rows: readonly StoreRequestRow[],
  locale: Locale,
): Promise<StoreRequest[]> {
  const lines = await requestLines(db, rows);
  const labels = await variationLabels(
    db,
    lines.flatMap((l) => (l.variationId === null ? [] : [l.variationId])),
  );
  const deciders = rows.flatMap((r) => (r.decidedBy === null ? [] : [r.decidedBy]));
  const names = new Map(
    deciders.length
      ? (
          await db
            .select({ id: users.id, name: users.name, lastname: users.lastname })
            .from(users)
            .where(inArray(users.id, deciders))
        ).map((u) => [u.id, `${u.name} ${u.lastname ?? ''}`.trim()])
      : [],
  );
  const money = (minor: number) => formatMoney(minor, BASE_COIN, locale);
  return rows.map((row) => {
    let total = 0;
    const own = lines.filter((l) => l.requestId === row.id);
    return {
      id: row.id,
      status: row.status,
      wanted_on: row.wantedOn,
      note: row.note,
      customer: { id: row.userId ?? 0, name: row.customerName, email: row.customerEmail },
      lines: own.map((line) => {
        const { unit } = priceOfLine(line, { wholesaler: true });
        total += unit * line.quantity;
        return {
          product: { id: line.productId, slug: line.slug, name: line.name, sku: line.productSku },
          variation:
            line.variationId === null
              ? null
              : { id: line.variationId, label: labels.get(line.variationId) ?? line.variationSku ?? '' },
          quantity: line.quantity,
          unit_price_formatted: money(unit),
          line_total_formatted: money(unit * line.quantity),
        };
      }),
      units: own.reduce((n, l) => n + l.quantity, 0),
      total_formatted: money(total),
      reason: row.reason,
      order: row.orderId === null ? null : { id: row.orderId, order_id: orderCode(row.orderId) },
      decided_by: row.decidedBy === null ? null : (names.get(row.decidedBy) ?? null),
      decided_at: row.decidedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** One request's view. */
export async function storeRequestView(db: DbOrTx, row: StoreRequestRow, locale: Locale) {
  const [view] = await storeRequestViews(db, [row], locale);
  if (!view) throw new Error('request view missing');
  return view;
}
