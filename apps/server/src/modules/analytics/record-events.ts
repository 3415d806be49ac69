import { type AnalyticsEvent, shopToday } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { analyticsCounts, analyticsVisitors } from './analytics.table';
import { deviceClass, referrerHost, type Visitor } from './visitor';
import { visitorHash } from './visitor-hash';

export type CountKind = 'page' | 'referrer' | 'product_view' | 'cart_add' | 'search_empty' | 'login';
export type SignInOutcome = 'success' | 'failed' | 'blocked';

interface Count {
  kind: CountKind;
  key: string;
  device: string;
  count: number;
}

/** The hour an instant falls in (the shop's offsets are whole hours, so hours add up to the shop's days). */
const hourOf = (now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);

/** Search terms counted alike however they were typed: "  Arroz  blanco" and "arroz blanco" are one. */
const termKey = (q: string) => q.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');

/**
 * Adds counts to their hour in one statement. Rows go in one fixed order, so two batches that touch the same rows
 * lock them in the same order and never deadlock.
 */
async function addCounts(db: DbOrTx, hour: Date, counts: Count[]): Promise<void> {
  if (counts.length === 0) return;
  const rows = [...counts]
    .sort((a, b) => (a.kind + a.key + a.device < b.kind + b.key + b.device ? -1 : 1))
    .map((count) => ({ ...count, hour }));
  await db
    .insert(analyticsCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [analyticsCounts.hour, analyticsCounts.kind, analyticsCounts.key, analyticsCounts.device],
      set: { count: sql`${analyticsCounts.count} + excluded.count` },
    });
}

/** A batch as counts: the same page twice in a batch is one row counted twice. */
function countsOf(events: AnalyticsEvent[], visitor: Visitor): Count[] {
  const device = deviceClass(visitor.userAgent);
  const counts = new Map<string, Count>();
  const add = (kind: CountKind, key: string, count: number) => {
    const id = `${kind}\u0000${key}`;
    const known = counts.get(id);
    if (known) known.count += count;
    else counts.set(id, { kind, key, device, count });
  };
  for (const event of events) {
    switch (event.type) {
      case 'page': {
        add('page', event.path, 1);
        const host = referrerHost(event.referrer, visitor.host);
        if (host) add('referrer', host, 1);
        break;
      }
      case 'product_view':
        add('product_view', String(event.product_id), 1);
        break;
      case 'cart_add':
        add('cart_add', String(event.product_id), event.quantity);
        break;
      case 'search_empty':
        add('search_empty', termKey(event.q), 1);
        break;
    }
  }
  return [...counts.values()];
}

/** Records a storefront batch: its counts in this hour, and the visitor once today when it showed a page. */
export async function recordEvents(
  db: DbOrTx,
  events: AnalyticsEvent[],
  visitor: Visitor,
  now: Date = new Date(),
): Promise<void> {
  await addCounts(db, hourOf(now), countsOf(events, visitor));
  if (!events.some((event) => event.type === 'page')) return;
  const day = shopToday(now);
  const hash = await visitorHash(db, day, visitor.address, visitor.userAgent);
  await db.insert(analyticsVisitors).values({ day, hash }).onConflictDoNothing();
}

/** Counts a sign-in attempt by its outcome; who tried is not kept (the throttles know that, for a while). */
export async function recordSignIn(
  db: DbOrTx,
  outcome: SignInOutcome,
  now: Date = new Date(),
): Promise<void> {
  await addCounts(db, hourOf(now), [{ kind: 'login', key: outcome, device: '', count: 1 }]);
}
