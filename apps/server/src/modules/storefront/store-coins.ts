import { type StorefrontCoin, shopToday } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { storefrontCoins } from '../coins';

/**
 * The coins and rates in force, read at most once a second per process (decision 007). Every storefront reply
 * carries them, and two queries per page view would cost more than the page's own query; a rate saved by staff
 * shows on the storefront within a second. Concurrent requests share the read in flight.
 */
const TTL_MS = 1_000;
const cache = new WeakMap<DbOrTx, { expires: number; coins: Promise<StorefrontCoin[]> }>();

/** The coins of today in the shop's calendar (working the date out is itself worth skipping within the second). */
export function storeCoins(db: DbOrTx): Promise<StorefrontCoin[]> {
  const now = Date.now();
  const hit = cache.get(db);
  if (hit && hit.expires > now) return hit.coins;
  const date = shopToday();
  const coins = storefrontCoins(db, date).then((reply) => reply.coins);
  cache.set(db, { expires: now + TTL_MS, coins });
  // A failed read is not kept: the next request tries again.
  coins.catch(() => {
    if (cache.get(db)?.coins === coins) cache.delete(db);
  });
  return coins;
}
