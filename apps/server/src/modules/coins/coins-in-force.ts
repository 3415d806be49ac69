import { MINOR_DIGITS, type StorefrontCoin, type StorefrontCoinsReply } from '@shop/contracts';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { getCoinSettings } from './coin-settings';
import { coins } from './coins.table';
import { rateInForceSubquery, rateOf } from './rate-in-force';

/**
 * The coins a shopper may pick on `date`, base coin first: the enabled ones that have a rate in force then (a
 * price cannot be shown without one), or the base coin alone when the `only_base_coin` setting is on.
 */
export async function coinsInForceOn(db: DbOrTx, date: string): Promise<StorefrontCoinsReply> {
  const { only_base_coin } = await getCoinSettings(db);
  const rate = rateInForceSubquery(db, date);
  const where: SQL | undefined = and(
    eq(coins.enabled, true),
    only_base_coin ? eq(coins.isBase, true) : undefined,
  );
  const rows = await db
    .select({ coin: coins, rate: rate.rate, rateDate: rate.date })
    .from(coins)
    .leftJoinLateral(rate, sql`true`)
    .where(where)
    .orderBy(desc(coins.isBase), asc(coins.shortName));
  const offered: StorefrontCoin[] = [];
  for (const { coin, rate: value, rateDate } of rows) {
    const inForce = rateOf(coin, value, rateDate);
    if (!inForce) continue;
    offered.push({
      id: coin.id,
      short_name: coin.shortName,
      name: coin.name,
      symbol: coin.symbol,
      is_base: coin.isBase,
      decimals: MINOR_DIGITS,
      rate: inForce.rate,
      rate_date: inForce.date,
    });
  }
  return { date, coins: offered };
}
