/**
 * The storefront's busiest replies, kept serialized for a moment (decision 010). Shoppers ask for the same first
 * page, the same product and the same search thousands of times a minute; building each reply once per moment
 * instead of once per request is what lets one process serve them. Requests that arrive while a reply is being
 * built wait for that one build instead of starting their own.
 *
 * Freshness: every successful write to this process forgets everything at once (`forget`), so staff and shoppers
 * see their own changes on the next read; what other processes or background jobs change shows within `ttlMs`.
 * Written by hand rather than with lru-cache because `forget` must drop builds in flight without failing the
 * requests already waiting for them.
 */
export interface ReplyCache {
  /** The JSON of `build()`'s result, built at most once per key per moment. A failed build is not kept. */
  reply(key: string, build: () => Promise<unknown>): Promise<string>;
  forget(): void;
}

/** Enough for every page a crowd of shoppers looks at in one moment; bodies are a few kB to a few tens of kB. */
export const MAX_CACHED_REPLIES = 500;

const serialize = async (build: () => Promise<unknown>) => JSON.stringify(await build());

export function replyCache(ttlMs: number, maxEntries = MAX_CACHED_REPLIES): ReplyCache {
  const entries = new Map<string, { body: Promise<string>; expires: number }>();
  return {
    reply(key, build) {
      if (ttlMs <= 0) return serialize(build);
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.body;
      if (hit) entries.delete(key);
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      // The moment counts from the start of the build: a slow build makes the reply expire sooner, never later.
      const body = serialize(build);
      entries.set(key, { body, expires: now + ttlMs });
      body.catch(() => {
        if (entries.get(key)?.body === body) entries.delete(key);
      });
      return body;
    },
    forget() {
      entries.clear();
    },
  };
}
