/**
 * Remembers large list totals for a short while (decisions 007 and 010). Counting ten thousand index entries on
 * every page view would cost more than the page itself; a total of "thousands" that is a few seconds old is harmless
 * (a page past the end is just empty). Small totals are cheap to count, so they are always exact and fresh.
 * Every successful write to this process forgets them (`forgetTotals`, called with the storefront's kept replies),
 * so staff see their own new order or product counted at once; other processes' writes show within TTL_MS.
 * Per process on purpose: nothing another instance needs lives here. Keys name their list (`orders:…`).
 */
export const CACHE_TOTALS_FROM = 1_000;
const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

const totals = new Map<string, { total: number; expires: number }>();

export async function cachedTotal(key: string, count: () => Promise<number>): Promise<number> {
  const now = Date.now();
  const hit = totals.get(key);
  if (hit && hit.expires > now) return hit.total;
  const total = await count();
  if (total >= CACHE_TOTALS_FROM) {
    if (totals.size >= MAX_ENTRIES) totals.delete(totals.keys().next().value as string);
    totals.set(key, { total, expires: now + TTL_MS });
  } else if (hit) {
    totals.delete(key);
  }
  return total;
}

export function forgetTotals(): void {
  totals.clear();
}
