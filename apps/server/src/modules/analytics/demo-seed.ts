import { addDays, dayBounds, shopToday } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { fixedSequence } from '../../lib/fixed-sequence';
import { orderLines } from '../orders';
import { products } from '../products';
import { analyticsCounts, analyticsVisitors } from './analytics.table';

/** The months of visits a fresh demo shop shows in its analytics, as many as its sales history. */
const HISTORY_DAYS = 90;
/** Hours of Havana's day when shoppers come, and how many of a day's visits each takes. */
const HOURS: Array<[number, number]> = [
  [9, 0.15],
  [12, 0.2],
  [15, 0.15],
  [19, 0.25],
  [21, 0.25],
];
const DEVICES: Array<[string, number]> = [
  ['mobile', 0.72],
  ['desktop', 0.22],
  ['tablet', 0.06],
];
const REFERRERS: Array<[string, number]> = [
  ['facebook.com', 0.09],
  ['google.com', 0.06],
  ['revolico.com', 0.03],
  ['instagram.com', 0.02],
];
const PAGES: Array<[string, number]> = [
  ['/store', 1],
  ['/Offers', 0.3],
  ['/Cart', 0.25],
  ['/Frequent-Ask', 0.04],
  ['/blog', 0.05],
  ['/about', 0.02],
];
const EMPTY_SEARCHES = [
  'leche condensada',
  'pañales talla 4',
  'aceite de oliva',
  'batidora',
  'café pilón',
  'harina',
];

/**
 * SEED=demo: three months of visits for the analytics screens (issue 19 §2): more on weekends and growing slowly,
 * most from phones, a few sent by social networks and search engines, product pages viewed in proportion to how well
 * each sold in the demo's sales history, carts, searches that found nothing, and sign-ins with a few refused. Runs once.
 */
export async function seedDemoAnalytics(db: Database): Promise<void> {
  const today = shopToday();
  const firstDay = addDays(today, -HISTORY_DAYS);
  const [already] = await db
    .select({ day: analyticsVisitors.day })
    .from(analyticsVisitors)
    .where(eq(analyticsVisitors.day, firstDay))
    .limit(1);
  if (already) return;
  const catalogue = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(and(eq(products.active, true), eq(products.visible, true)))
    .orderBy(products.id);
  if (catalogue.length === 0) return;
  const random = fixedSequence(19);
  const counts: Array<typeof analyticsCounts.$inferInsert> = [];
  const visitors: Array<typeof analyticsVisitors.$inferInsert> = [];
  // A product's appeal follows how well it sells (the sales history is seeded first), plus a little for every one.
  const sold = new Map(
    (
      await db
        .select({ id: orderLines.productId, units: sql<number>`sum(${orderLines.quantity})::int` })
        .from(orderLines)
        .groupBy(orderLines.productId)
    ).map((row) => [row.id, row.units]),
  );
  const appeal = catalogue.map((product) => ({
    id: String(product.id),
    slug: product.slug,
    weight: 3 + (sold.get(product.id) ?? 0),
  }));
  const appealTotal = appeal.reduce((sum, product) => sum + product.weight, 0);

  // Today too, up to this hour: a chart of this month ends with today's figures, not with a drop to nothing.
  const now = Date.now();
  for (let day = firstDay; day <= today; day = addDays(day, 1)) {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const growth = 1 + (HISTORY_DAYS - (Date.parse(today) - Date.parse(day)) / 86_400_000) / HISTORY_DAYS / 2;
    const people = Math.round((90 + random() * 60) * growth * (weekday === 0 || weekday === 6 ? 1.4 : 1));
    const midnight = dayBounds(day).start.getTime();
    // Today's visitors so far: those of the hours already gone.
    const gone = HOURS.filter(([hour]) => midnight + hour * 3_600_000 <= now).reduce(
      (sum, [, share]) => sum + share,
      0,
    );
    const seen = Math.round(people * gone);
    for (let n = 0; n < seen; n++) visitors.push({ day, hash: sha256(`${day}|${randomToken(8)}`) });
    for (const [hour, share] of HOURS) {
      const at = new Date(midnight + hour * 3_600_000);
      if (at.getTime() > now) continue;
      const views = people * 3.4 * share;
      for (const [device, deviceShare] of DEVICES) {
        const add = (kind: string, key: string, count: number) => {
          const rounded = Math.round(count * deviceShare * (0.8 + random() * 0.4));
          if (rounded > 0) counts.push({ hour: at, kind, key, device, count: rounded });
        };
        for (const [path, weight] of PAGES) add('page', path, (views * weight) / 2.5);
        for (const [host, weight] of REFERRERS) add('referrer', host, people * share * weight);
      }
      const term = EMPTY_SEARCHES[Math.floor(random() * EMPTY_SEARCHES.length)] ?? 'harina';
      counts.push({
        hour: at,
        kind: 'search_empty',
        key: term,
        device: '',
        count: 1 + Math.floor(random() * 3),
      });
      counts.push({
        hour: at,
        kind: 'login',
        key: 'success',
        device: '',
        count: Math.round(people * share * 0.3),
      });
      if (random() < 0.5) counts.push({ hour: at, kind: 'login', key: 'failed', device: '', count: 1 });
    }
    // Product pages, one row a day each (the evening's, from a phone): a product page counts as a page too.
    const evening = new Date(Math.min(midnight + 19 * 3_600_000, Math.floor(now / 3_600_000) * 3_600_000));
    for (const product of appeal) {
      const views = Math.round(
        ((people * 3.4 * 0.45 * product.weight) / appealTotal) * (0.7 + random() * 0.6),
      );
      if (views === 0) continue;
      const row = { hour: evening, device: 'mobile' };
      counts.push({ ...row, kind: 'product_view', key: product.id, count: views });
      counts.push({ ...row, kind: 'page', key: `/Products/${product.slug}`, count: views });
      const added = Math.round(views * (0.1 + random() * 0.15));
      if (added > 0) counts.push({ ...row, kind: 'cart_add', key: product.id, count: added });
    }
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < counts.length; i += 2_000)
      await tx
        .insert(analyticsCounts)
        .values(counts.slice(i, i + 2_000))
        .onConflictDoUpdate({
          target: [analyticsCounts.hour, analyticsCounts.kind, analyticsCounts.key, analyticsCounts.device],
          set: { count: sql`${analyticsCounts.count} + excluded.count` },
        });
    for (let i = 0; i < visitors.length; i += 5_000)
      await tx
        .insert(analyticsVisitors)
        .values(visitors.slice(i, i + 5_000))
        .onConflictDoNothing();
  });
}
