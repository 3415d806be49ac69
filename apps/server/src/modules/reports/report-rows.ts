import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Rows fetched per round trip while a file is written: enough to keep the writer busy, few enough to stay small. */
export const REPORT_BATCH_ROWS = 2_000;

let cursors = 0;

/**
 * The rows of `query`, a batch at a time, through a server-side cursor: an export of 100,000 products or a year's
 * stock movements never holds more than a batch in memory (issue 19 §1, decision 036). `tx` must be a transaction
 * that lives until the last batch is read: a cursor ends with its transaction.
 */
export async function* cursorBatches<T>(
  tx: DbOrTx,
  query: SQL,
  size = REPORT_BATCH_ROWS,
): AsyncGenerator<T[]> {
  cursors += 1;
  const name = sql.raw(`report_rows_${cursors}`);
  await tx.execute(sql`DECLARE ${name} NO SCROLL CURSOR FOR ${query}`);
  try {
    for (;;) {
      const rows = rowsOf<T>(await tx.execute(sql`FETCH ${sql.raw(String(size))} FROM ${name}`));
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
    }
  } finally {
    await tx.execute(sql`CLOSE ${name}`);
  }
}

/** Rows already in memory (a report of a few hundred days or statuses) as one batch. */
export async function* oneBatch<T>(rows: T[]): AsyncGenerator<T[]> {
  if (rows.length > 0) yield rows;
}

/** Each batch of rows turned into what a file shows, `seen` told of every row on the way (for the totals). */
export async function* mapBatches<R, C>(
  batches: AsyncIterable<R[]>,
  map: (row: R) => C,
  seen: (row: R) => void = () => {},
): AsyncGenerator<C[]> {
  for await (const batch of batches) {
    batch.forEach(seen);
    yield batch.map(map);
  }
}

/** How many rows `query` gives: the export's progress is told against it. */
export async function countOf(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`SELECT count(*)::int AS count FROM (${query}) AS q`),
  );
  return row?.count ?? 0;
}

/** What an export reads: its rows in the file's order, a batch at a time, and how many there are. */
export interface ExportRows<T> {
  count(): Promise<number>;
  batches: AsyncIterable<T[]>;
}

/** `ordered`: the rows as the file lists them; `unordered`: the same rows, counted without sorting them. */
export function exportRows<R, T>(
  tx: DbOrTx,
  ordered: SQL,
  unordered: SQL,
  map: (row: R) => T,
): ExportRows<T> {
  return {
    count: () => countOf(tx, unordered),
    batches: mapBatches(cursorBatches<R>(tx, ordered), map),
  };
}
