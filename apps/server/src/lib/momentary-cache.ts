/**
 * Results kept for a moment (decision 010): `get` builds a key's result at most once per `ttlMs`; requests that
 * arrive while it is being built wait for that build instead of starting their own. A failed build is not kept.
 * `forget` drops everything at once, also builds in flight, whose waiters still get their result. Per process.
 * Written by hand rather than with lru-cache because `forget` must drop builds in flight without failing the
 * requests already waiting for them.
 */
export interface MomentaryCache<T> {
  get(key: string, build: () => Promise<T>): Promise<T>;
  forget(): void;
}

export function momentaryCache<T>(ttlMs: number, maxEntries = Number.POSITIVE_INFINITY): MomentaryCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, build) {
      if (ttlMs <= 0) return build();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (hit) entries.delete(key);
      else if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      // The moment counts from the start of the build: a slow build makes the result expire sooner, never later.
      const value = build();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    forget() {
      entries.clear();
    },
  };
}
