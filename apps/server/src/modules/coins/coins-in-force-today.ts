import { type StorefrontCoin, shopToday } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { type MomentaryCache, momentaryCache } from '../../lib/momentary-cache';
import { coinsInForceOn } from './coins-in-force';

/**
 * The coins and rates in force, read at most once a second per process (decision 007). Every storefront reply
 * carries them, and two queries per page view would cost more than the page's own query; a rate saved by staff
 * shows on the storefront within a second. Concurrent requests share the read in flight.
 */
const TTL_MS = 1_000;
const perDatabase = new WeakMap<DbOrTx, MomentaryCache<StorefrontCoin[]>>();

/** The coins of today in the shop's calendar (working the date out is itself worth skipping within the second). */
export function coinsInForceToday(db: DbOrTx): Promise<StorefrontCoin[]> {
  let coins = perDatabase.get(db);
  if (!coins) {
    coins = momentaryCache(TTL_MS);
    perDatabase.set(db, coins);
  }
  return coins.get('today', async () => (await coinsInForceOn(db, shopToday())).coins);
}
