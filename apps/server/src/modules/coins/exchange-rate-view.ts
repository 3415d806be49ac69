import { type ExchangeRate, normalizeRate } from '@shop/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { coins } from './coins.table';
import { type ExchangeRateRow, exchangeRates } from './exchange-rates.table';

export function selectExchangeRates(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ rate: exchangeRates, coinShortName: coins.shortName, coinSymbol: coins.symbol })
    .from(exchangeRates)
    .innerJoin(coins, eq(coins.id, exchangeRates.coinId))
    .where(where)
    .$dynamic();
}

export function toExchangeRate(row: {
  rate: ExchangeRateRow;
  coinShortName: string;
  coinSymbol: string;
}): ExchangeRate {
  const { rate } = row;
  return {
    id: rate.id,
    coin_id: rate.coinId,
    coin: { id: rate.coinId, short_name: row.coinShortName, symbol: row.coinSymbol },
    date: rate.date,
    rate: normalizeRate(rate.rate),
    created_at: rate.createdAt.toISOString(),
    updated_at: rate.updatedAt.toISOString(),
  };
}
