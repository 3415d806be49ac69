import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { getCoinSettings } from './coin-settings';
import { coins } from './coins.table';
import { rateInForceSubquery } from './rate-in-force';

/**
 * The enabled coins the storefront leaves out on `date` for want of a rate in force (`coinsInForceOn` skips them),
 * by code; none when the shop uses the base coin alone.
 */
export async function coinsWithoutRateOn(db: DbOrTx, date: string): Promise<string[]> {
  const { only_base_coin } = await getCoinSettings(db);
  if (only_base_coin) return [];
  const rate = rateInForceSubquery(db, date);
  const rows = await db
    .select({ shortName: coins.shortName })
    .from(coins)
    .leftJoinLateral(rate, sql`true`)
    .where(and(eq(coins.enabled, true), eq(coins.isBase, false), isNull(rate.rate)))
    .orderBy(asc(coins.shortName));
  return rows.map((row) => row.shortName);
}
