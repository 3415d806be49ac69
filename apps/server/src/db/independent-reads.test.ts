import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type DbOrTx, openDatabase } from './client';
import { independentReads } from './independent-reads';

describe('together', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  });
  afterAll(() => handle.close());

  const one = (db: DbOrTx, n: number) => async () => {
    const result = await db.execute(sql`select ${n}::int as n`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  it('answers the reads in the order they were given, on the pool', async () => {
    const { db } = handle;
    expect(await independentReads(db, one(db, 1), one(db, 2), () => Promise.resolve('three'))).toEqual([
      1,
      2,
      'three',
    ]);
  });

  it('runs them one after another inside a transaction', async () => {
    const events: string[] = [];
    const read = (n: number) => async () => {
      events.push(`start ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push(`end ${n}`);
      return n;
    };
    const result = await handle.db.transaction((tx) => independentReads(tx, read(1), read(2), one(tx, 3)));
    expect(result).toEqual([1, 2, 3]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });
});
