import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { nextOfferBoundary, refreshOfferPrices } from '../products';

/** Even with no boundary ahead the prices are checked this often (a category moved under an offer's, say). */
const MAX_WAIT_MS = 15 * 60_000;
/** Past the boundary by this much, so `now` is surely on the far side of it. */
const PAST_BOUNDARY_MS = 25;

export interface OfferClock {
  /** Reprices now and waits for the next start or end (after every offer write, which may move it). */
  tick(): Promise<void>;
  stop(): void;
}

/**
 * Starts and ends offers on time without a restart (issue 17 §1): a timer waits for the next instant an offer
 * starts or ends, reprices the products then, and tells the storefront to forget its kept replies, so no kept page
 * shows an offer that has ended. Every process runs its own; repricing twice gives the same prices.
 */
export function offerClock(db: Database, log: FastifyBaseLogger, forget: () => void): OfferClock {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function tick(): Promise<void> {
    if (stopped) return;
    const now = new Date();
    if ((await refreshOfferPrices(db, now)) > 0) forget();
    const next = await nextOfferBoundary(db, now);
    clearTimeout(timer);
    if (stopped) return;
    const wait = next ? Math.min(next.getTime() - Date.now() + PAST_BOUNDARY_MS, MAX_WAIT_MS) : MAX_WAIT_MS;
    timer = setTimeout(
      () => {
        tick().catch((error) => log.error({ err: error }, 'offer prices not refreshed'));
      },
      Math.max(0, wait),
    );
    timer.unref();
  }

  return {
    tick,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
