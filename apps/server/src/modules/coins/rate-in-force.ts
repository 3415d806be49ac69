import { normalizeRate } from '@shop/contracts';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Invalid } from '../../lib/domain-errors';
import { type CoinRow, coins } from './coins.table';
import { exchangeRates } from './exchange-rates.table';

export interface RateInForce {
  /** Units of the coin per unit of the base coin, as an exact decimal string. */
  rate: string;
  /** The date the rate was set for; null for the base coin, which is always worth 1. */
  date: string | null;
}

export const BASE_RATE: RateInForce = { rate: '1', date: null };

/**
 * The rate in force for each coin on `date`: the latest one dated on or before it. Join it laterally to a select
 * from `coins`; each coin costs one backward step on the (coin_id, date) unique index.
 */
export function rateInForceSubquery(db: DbOrTx, date: string) {
  return db
    .select({ rate: exchangeRates.rate, date: exchangeRates.date })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.coinId, coins.id), lte(exchangeRates.date, date)))
    .orderBy(desc(exchangeRates.date))
    .limit(1)
    .as('rate_in_force');
}

/** The base coin's rate is always 1; another coin has none before its first dated rate. */
export function rateOf(
  coin: Pick<CoinRow, 'isBase'>,
  rate: string | null,
  date: string | null,
): RateInForce | null {
  if (coin.isBase) return BASE_RATE;
  return rate === null ? null : { rate: normalizeRate(rate), date };
}

export async function findRateInForce(
  db: DbOrTx,
  coin: Pick<CoinRow, 'id' | 'isBase'>,
  date: string,
): Promise<RateInForce | null> {
  if (coin.isBase) return BASE_RATE;
  const [row] = await db
    .select({ rate: exchangeRates.rate, date: exchangeRates.date })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.coinId, coin.id), lte(exchangeRates.date, date)))
    .orderBy(desc(exchangeRates.date))
    .limit(1);
  return row ? { rate: normalizeRate(row.rate), date: row.date } : null;
}

/** For work that cannot go on without a rate (pricing an order in MLC): a clear refusal instead of a guess. */
export async function requireRateInForce(
  db: DbOrTx,
  coin: Pick<CoinRow, 'id' | 'isBase' | 'shortName'>,
  date: string,
): Promise<RateInForce> {
  const found = await findRateInForce(db, coin, date);
  if (!found) throw new Invalid('no_rate_in_force', { coin: coin.shortName, date });
  return found;
}
