import type { CoinListQuery, CoinListReply } from '@shop/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { foldedOrder, matchesEveryWord } from '../../lib/text-search';
import { selectCoins, toCoin } from './coin-view';
import { coins } from './coins.table';

// The id breaks ties, so that a page never repeats or skips a coin.
const ORDERS: Record<CoinListQuery['sort'], SQL[]> = {
  short_name: [asc(coins.shortName), asc(coins.id)],
  '-short_name': [desc(coins.shortName), desc(coins.id)],
  name: [asc(foldedOrder(coins.name)), asc(coins.id)],
  '-name': [desc(foldedOrder(coins.name)), desc(coins.id)],
  created_at: [asc(coins.createdAt), asc(coins.id)],
  '-created_at': [desc(coins.createdAt), desc(coins.id)],
};

export async function listCoins(db: DbOrTx, query: CoinListQuery): Promise<CoinListReply> {
  const where = and(
    matchesEveryWord([coins.shortName, coins.name], query.search),
    query.enabled === undefined ? undefined : eq(coins.enabled, query.enabled === 'true'),
  );
  const [rows, [totals]] = await Promise.all([
    selectCoins(db, where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(coins).where(where),
  ]);
  return { data: rows.map(toCoin), meta: listMeta(query.page, query.per_page, totals?.total ?? 0) };
}
