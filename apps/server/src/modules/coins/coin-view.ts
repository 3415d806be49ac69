import { type Coin, MINOR_DIGITS, shopToday } from '@shop/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type CoinRow, coins } from './coins.table';
import { rateInForceSubquery, rateOf } from './rate-in-force';

/** Coins with the rate in force today, as the back office sees them. */
export function selectCoins(db: DbOrTx, where: SQL | undefined) {
  const rate = rateInForceSubquery(db, shopToday());
  return db
    .select({ coin: coins, rate: rate.rate, rateDate: rate.date })
    .from(coins)
    .leftJoinLateral(rate, sql`true`)
    .where(where)
    .$dynamic();
}

export function toCoin(row: { coin: CoinRow; rate: string | null; rateDate: string | null }): Coin {
  const { coin } = row;
  const inForce = rateOf(coin, row.rate, row.rateDate);
  return {
    id: coin.id,
    short_name: coin.shortName,
    name: coin.name,
    symbol: coin.symbol,
    enabled: coin.enabled,
    is_base: coin.isBase,
    decimals: MINOR_DIGITS,
    rate: inForce?.rate ?? null,
    rate_date: inForce?.date ?? null,
    created_at: coin.createdAt.toISOString(),
    updated_at: coin.updatedAt.toISOString(),
  };
}
