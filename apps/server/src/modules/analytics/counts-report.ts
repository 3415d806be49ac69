import {
  type AccessesReply,
  ANALYTICS_TOP,
  type AnalyticsPeriods,
  type AnalyticsQuery,
  type PagesMostVisitedReply,
  type ProductTopReply,
  SHOP_TIME_ZONE,
  type VisitsReply,
} from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products } from '../products';
import { analyticsCounts, analyticsVisitors } from './analytics.table';
import { instantsOf, perDay, periodsOf, spanOf } from './periods';
import type { CountKind } from './record-events';

type Period = AnalyticsPeriods['current'];

/** A kind's counts per shop day and key over both periods (the `analytics_counts_kind_hour_idx` range). */
async function dailyCounts(db: DbOrTx, kind: CountKind, periods: AnalyticsPeriods) {
  const { start, end } = spanOf(periods);
  const rows = rowsOf<{ day: string; key: string; count: string | number }>(
    await db.execute(sql`
      SELECT to_char(${analyticsCounts.hour} AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD') AS day,
        ${analyticsCounts.key} AS key, sum(${analyticsCounts.count})::bigint AS count
      FROM ${analyticsCounts}
      WHERE ${analyticsCounts.kind} = ${kind} AND ${analyticsCounts.hour} >= ${start} AND ${analyticsCounts.hour} < ${end}
      GROUP BY 1, 2`),
  );
  const byDay = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const day = byDay.get(row.day) ?? new Map<string, number>();
    day.set(row.key, Number(row.count));
    byDay.set(row.day, day);
  }
  return (day: string, key?: string) => {
    const counts = byDay.get(day);
    if (!counts) return 0;
    if (key !== undefined) return counts.get(key) ?? 0;
    let sum = 0;
    for (const count of counts.values()) sum += count;
    return sum;
  };
}

/** A kind's keys with the most counted in a period, by a column of the counts (`key` or `device`). */
async function top(
  db: DbOrTx,
  kind: CountKind,
  period: Period,
  limit: number | null,
  by: 'key' | 'device' = 'key',
) {
  const { start, end } = instantsOf(period);
  const column = by === 'key' ? analyticsCounts.key : analyticsCounts.device;
  const rows = rowsOf<{ key: string; count: string | number }>(
    await db.execute(sql`
      SELECT ${column} AS key, sum(${analyticsCounts.count})::bigint AS count
      FROM ${analyticsCounts}
      WHERE ${analyticsCounts.kind} = ${kind} AND ${analyticsCounts.hour} >= ${start} AND ${analyticsCounts.hour} < ${end}
      GROUP BY 1 ORDER BY 2 DESC, 1
      ${limit === null ? sql`` : sql`LIMIT ${limit}`}`),
  );
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** What the same keys counted in another period (the previous one, beside a top list). */
async function countsOfKeys(db: DbOrTx, kind: CountKind, period: Period, keys: string[]) {
  if (keys.length === 0) return new Map<string, number>();
  const { start, end } = instantsOf(period);
  const rows = rowsOf<{ key: string; count: string | number }>(
    await db.execute(sql`
      SELECT ${analyticsCounts.key} AS key, sum(${analyticsCounts.count})::bigint AS count
      FROM ${analyticsCounts}
      WHERE ${analyticsCounts.kind} = ${kind} AND ${analyticsCounts.hour} >= ${start} AND ${analyticsCounts.hour} < ${end}
        AND ${analyticsCounts.key} IN (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})
      GROUP BY 1`),
  );
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/** Accesses (SPEC partial): sign-ins per day by outcome, in the period and the one before. */
export async function accesses(db: DbOrTx, query: AnalyticsQuery): Promise<AccessesReply> {
  const periods = periodsOf(query);
  const count = await dailyCounts(db, 'login', periods);
  return {
    periods,
    ...perDay(periods, (day) => ({
      day,
      success: count(day, 'success'),
      failed: count(day, 'failed'),
      blocked: count(day, 'blocked'),
    })),
  };
}

/** Visits: page views and distinct visitors per day, and where the views came from, on what, looking for what. */
export async function visits(db: DbOrTx, query: AnalyticsQuery): Promise<VisitsReply> {
  const periods = periodsOf(query);
  const views = await dailyCounts(db, 'page', periods);
  const visitorRows = rowsOf<{ day: string; visitors: number }>(
    await db.execute(sql`
      SELECT ${analyticsVisitors.day}::text AS day, count(*)::int AS visitors
      FROM ${analyticsVisitors}
      WHERE ${analyticsVisitors.day} BETWEEN ${periods.previous.from} AND ${periods.current.to}
      GROUP BY 1`),
  );
  const visitors = new Map(visitorRows.map((row) => [row.day, row.visitors]));
  return {
    periods,
    ...perDay(periods, (day) => ({ day, views: views(day), visitors: visitors.get(day) ?? 0 })),
    devices: await top(db, 'page', periods.current, null, 'device'),
    referrers: await top(db, 'referrer', periods.current, ANALYTICS_TOP),
    searches_empty: await top(db, 'search_empty', periods.current, ANALYTICS_TOP),
  };
}

/** PagesMostVisited: the paths shown most in the period, beside the same paths' views before. */
export async function pagesMostVisited(db: DbOrTx, query: AnalyticsQuery): Promise<PagesMostVisitedReply> {
  const periods = periodsOf(query);
  const rows = await top(db, 'page', periods.current, ANALYTICS_TOP);
  const before = await countsOfKeys(
    db,
    'page',
    periods.previous,
    rows.map((row) => row.key),
  );
  return {
    periods,
    rows: rows.map((row) => ({ path: row.key, count: row.count, previous: before.get(row.key) ?? 0 })),
  };
}

/**
 * ProductsMostVisited (product views) and ProductsAggregatedCart (units added to carts): the products counted most,
 * with their names as they are now; a product deleted since is left out.
 */
export async function productTop(
  db: DbOrTx,
  kind: 'product_view' | 'cart_add',
  query: AnalyticsQuery,
): Promise<ProductTopReply> {
  const periods = periodsOf(query);
  const { start, end } = instantsOf(periods.current);
  const rows = rowsOf<{ id: number; slug: string; name: string; count: string | number }>(
    await db.execute(sql`
      WITH counted AS (
        SELECT ${analyticsCounts.key} AS key, sum(${analyticsCounts.count})::bigint AS count
        FROM ${analyticsCounts}
        WHERE ${analyticsCounts.kind} = ${kind} AND ${analyticsCounts.hour} >= ${start} AND ${analyticsCounts.hour} < ${end}
        GROUP BY 1)
      SELECT p.id, p.slug, p.name, c.count
      FROM counted c JOIN ${products} p ON p.id::text = c.key
      ORDER BY c.count DESC, p.name
      LIMIT ${ANALYTICS_TOP}`),
  );
  const before = await countsOfKeys(
    db,
    kind,
    periods.previous,
    rows.map((row) => String(row.id)),
  );
  return {
    periods,
    rows: rows.map((row) => ({
      product_id: row.id,
      slug: row.slug,
      name: row.name,
      count: Number(row.count),
      previous: before.get(String(row.id)) ?? 0,
    })),
  };
}
