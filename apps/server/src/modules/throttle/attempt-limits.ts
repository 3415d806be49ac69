import type { DbOrTx } from '../../db/client';
import { tooManyAttempts } from '../../lib/domain-errors';
import { clear, hit } from './throttle.service';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** One counter: its key names what is counted and for whom (`login-address:203.0.113.9`). */
export interface AttemptCounter {
  key: string;
  limit: AttemptLimit;
}

export const minutes = (n: number) => n * 60_000;

/**
 * Counts one attempt on every counter before the work it guards is done, each in one atomic statement, so that
 * parallel requests cannot all pass a check made before any of them is counted. Every counter is counted even
 * when an earlier one is over its limit (an attacker's refused tries still count); over any limit it throws
 * 429 with the longest wait.
 */
export async function countAttempt(db: DbOrTx, ...counters: AttemptCounter[]): Promise<void> {
  let wait = 0;
  for (const { key, limit } of counters) {
    const state = await hit(db, key, limit.windowMs);
    if (state.hits > limit.max) wait = Math.max(wait, state.retryAfterSeconds);
  }
  if (wait > 0) throw tooManyAttempts(wait);
}

/** A success wipes the failures that came before it on these counters. */
export async function forgetAttempts(db: DbOrTx, ...keys: string[]): Promise<void> {
  for (const key of keys) await clear(db, key);
}
