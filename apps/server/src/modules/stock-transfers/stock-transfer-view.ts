import type { StockTransfer } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { pointsOfSale } from '../points-of-sale';
import { products, productVariations, variationLabels } from '../products';
import { users } from '../users';
import { type StockTransferRow, stockTransferLines } from './stock-transfers.table';

/** The SPEC-shaped transfers: points and people by name, each line with what was sent and what arrived. */
export async function transferViews(db: DbOrTx, rows: readonly StockTransferRow[]): Promise<StockTransfer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select({
      line: stockTransferLines,
      slug: products.slug,
      name: products.name,
      sku: products.sku,
      variationSku: productVariations.sku,
    })
    .from(stockTransferLines)
    .innerJoin(products, eq(products.id, stockTransferLines.productId))
    .leftJoin(productVariations, eq(productVariations.id, stockTransferLines.variationId))
    .where(inArray(stockTransferLines.transferId, ids))
    .orderBy(stockTransferLines.id);
  const labels = await variationLabels(
    db,
    lines.flatMap(({ line }) => (line.variationId === null ? [] : [line.variationId])),
  );
  const pointIds = [...new Set(rows.flatMap((r) => [r.fromPointId, r.toPointId]))];
  const points = new Map(
    (
      await db
        .select({ id: pointsOfSale.id, name: pointsOfSale.name })
        .from(pointsOfSale)
        .where(inArray(pointsOfSale.id, pointIds))
    ).map((p) => [p.id, p.name]),
  );
  const people = rows.flatMap((r) => [r.createdBy, r.sentBy, r.receivedBy]).filter((id) => id !== null);
  const person = alias(users, 'person');
  const names = new Map(
    people.length
      ? (
          await db
            .select({ id: person.id, name: person.name, lastname: person.lastname })
            .from(person)
            .where(inArray(person.id, [...new Set(people)]))
        ).map((u) => [u.id, `${u.name} ${u.lastname ?? ''}`.trim()])
      : [],
  );
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return rows.map((row) => {
    const own = lines.filter(({ line }) => line.transferId === row.id);
    const views = own.map(({ line, slug, name, sku, variationSku }) => ({
      id: line.id,
      product: { id: line.productId, slug, name, sku },
      variation:
        line.variationId === null
          ? null
          : { id: line.variationId, label: labels.get(line.variationId) ?? variationSku ?? '' },
      quantity: line.quantity,
      received: line.received,
      difference: line.received === null ? 0 : line.quantity - line.received,
    }));
    return {
      id: row.id,
      status: row.status,
      from: { id: row.fromPointId, name: points.get(row.fromPointId) ?? '' },
      to: { id: row.toPointId, name: points.get(row.toPointId) ?? '' },
      note: row.note,
      receive_note: row.receiveNote,
      lines: views,
      units: views.reduce((n, l) => n + l.quantity, 0),
      difference: views.reduce((n, l) => n + l.difference, 0),
      created_by: nameOf(row.createdBy),
      created_at: row.createdAt.toISOString(),
      sent_by: nameOf(row.sentBy),
      sent_at: row.sentAt?.toISOString() ?? null,
      received_by: nameOf(row.receivedBy),
      received_at: row.receivedAt?.toISOString() ?? null,
    };
  });
}
