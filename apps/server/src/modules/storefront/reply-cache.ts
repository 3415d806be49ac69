import { momentaryCache } from '../../lib/momentary-cache';

/**
 * The storefront's busiest replies, kept serialized for a moment (decision 010). Shoppers ask for the same first
 * page, the same product and the same search thousands of times a minute; building each reply once per moment
 * instead of once per request is what lets one process serve them.
 *
 * Freshness: every successful write to this process forgets everything at once (`forget`), so staff and shoppers
 * see their own changes on the next read; what other processes or background jobs change shows within `ttlMs`.
 */
export interface ReplyCache {
  /** The JSON of `build()`'s result, built at most once per key per moment. A failed build is not kept. */
  reply(key: string, build: () => Promise<unknown>): Promise<string>;
  forget(): void;
}

/** Enough for every page a crowd of shoppers looks at in one moment; bodies are a few kB to a few tens of kB. */
export const MAX_CACHED_REPLIES = 500;

export function replyCache(ttlMs: number, maxEntries = MAX_CACHED_REPLIES): ReplyCache {
  const bodies = momentaryCache<string>(ttlMs, maxEntries);
  return {
    reply: (key, build) => bodies.get(key, async () => JSON.stringify(await build())),
    forget: () => bodies.forget(),
  };
}
