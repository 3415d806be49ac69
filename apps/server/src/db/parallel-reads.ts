import { sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from './client';

/**
 * Runs `read` in a transaction whose statements may use PostgreSQL's parallel workers. The pool turns them off for
 * the shop's short queries (decision 007); a report that sums a year of orders' million lines is not one: at
 * 250,000 orders the sold products report took 3.0 s on one core and 1.7 s with two workers. `SET LOCAL` ends with
 * the transaction, so the connection goes back to the pool as it came. PGlite has no workers: there it changes nothing.
 */
export function withParallelWorkers<T>(db: DbOrTx, read: (tx: Tx) => Promise<T>): Promise<T> {
  return (db as Database).transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 2`);
    return read(tx);
  });
}
