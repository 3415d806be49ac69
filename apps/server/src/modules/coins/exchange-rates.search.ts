import type { ExchangeRateListQuery, ExchangeRateListReply } from '@shop/contracts';
import { and, asc, count, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { matchesEveryWord } from '../../lib/text-search';
import { coins } from './coins.table';
import { selectExchangeRates, toExchangeRate } from './exchange-rate-view';
import { exchangeRates } from './exchange-rates.table';

// The id breaks ties, so that a page never repeats or skips a rate.
const ORDERS: Record<ExchangeRateListQuery['sort'], SQL[]> = {
  '-date': [desc(exchangeRates.date), asc(coins.shortName), desc(exchangeRates.id)],
  date: [asc(exchangeRates.date), asc(coins.shortName), asc(exchangeRates.id)],
  coin: [asc(coins.shortName), desc(exchangeRates.date), asc(exchangeRates.id)],
  '-coin': [desc(coins.shortName), desc(exchangeRates.date), desc(exchangeRates.id)],
  rate: [asc(exchangeRates.rate), desc(exchangeRates.date), asc(exchangeRates.id)],
  '-rate': [desc(exchangeRates.rate), desc(exchangeRates.date), desc(exchangeRates.id)],
};

export async function listExchangeRates(
  db: DbOrTx,
  query: ExchangeRateListQuery,
): Promise<ExchangeRateListReply> {
  const where = and(
    matchesEveryWord([coins.shortName, coins.name], query.search),
    query.coin_id === undefined ? undefined : eq(exchangeRates.coinId, query.coin_id),
    query.date_from === undefined ? undefined : gte(exchangeRates.date, query.date_from),
    query.date_to === undefined ? undefined : lte(exchangeRates.date, query.date_to),
  );
  const [rows, [totals]] = await Promise.all([
    selectExchangeRates(db, where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db
      .select({ total: count() })
      .from(exchangeRates)
      .innerJoin(coins, eq(coins.id, exchangeRates.coinId))
      .where(where),
  ]);
  return { data: rows.map(toExchangeRate), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}
