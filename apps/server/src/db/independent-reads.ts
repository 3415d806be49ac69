import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Results<R extends readonly (() => unknown)[]> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * Runs independent reads at once on the pool, where each one gets its own connection, and one after another inside
 * a transaction: its single connection cannot run two statements at once (pg 8 queues them with a deprecation
 * warning, pg 9 refuses). Each read is a function so that nothing starts before its turn.
 */
export async function independentReads<R extends readonly (() => unknown)[]>(
  db: DbOrTx,
  ...reads: R
): Promise<Results<R>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<R>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<R>;
}
