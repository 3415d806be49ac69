import { z } from 'zod';
import { ANALYTICS_BATCH_MAX, ANALYTICS_PATH_MAX, ANALYTICS_TERM_MAX } from './analytics-constants';
import { addDays, calendarDateSchema } from './calendar-date';
import { INT_MAX } from './integer-field';
import { checkRange } from './reports';

export * from './analytics-constants';

/**
 * Analytics (SPEC §2 "/admin/analytics/…", §6 read_analytics; issue 19; decision 035). The storefront sends what
 * happened in batches; the server keeps counts per hour, never an address, and reads them back per day of the shop's
 * calendar, each period beside the one just before it.
 */

/** The back office's analytics, one path per partial (all read_analytics); the beacon's is a constant of its own. */
export const ANALYTICS_PATHS = {
  accesses: '/admin/analytics/accesses',
  newUsers: '/admin/analytics/new-users',
  visits: '/admin/analytics/visits',
  pagesMostVisited: '/admin/analytics/pages-most-visited',
  productsMostVisited: '/admin/analytics/products-most-visited',
  productsMostSold: '/admin/analytics/products-most-sold',
  productsAggregatedCart: '/admin/analytics/products-aggregated-cart',
  salesBehaviour: '/admin/analytics/sales-behaviour',
} as const;

const productId = z.number().int().min(1).max(INT_MAX);
/** A path of this shop, without its query: what the address bar shows after the host. */
const pagePath = z
  .string()
  .max(ANALYTICS_PATH_MAX)
  .regex(/^\/[A-Za-z0-9\-._~/%]*$/);

export const analyticsEventSchema = z.discriminatedUnion('type', [
  /** A page shown; `referrer` is the page before it when that was another site (the first page of a visit). */
  z.object({
    type: z.literal('page'),
    path: pagePath,
    referrer: z
      .string()
      .max(ANALYTICS_PATH_MAX * 2)
      .optional(),
  }),
  z.object({ type: z.literal('product_view'), product_id: productId }),
  z.object({
    type: z.literal('cart_add'),
    product_id: productId,
    quantity: z.number().int().min(1).max(10_000),
  }),
  /** A search that found nothing: what shoppers look for and the shop does not show. */
  z.object({ type: z.literal('search_empty'), q: z.string().trim().min(1).max(ANALYTICS_TERM_MAX) }),
]);
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(ANALYTICS_BATCH_MAX),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

/** The period asked for; the period compared with it is the same number of days just before. */
export const analyticsQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine(checkRange);
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const periodSchema = z.object({ from: z.string(), to: z.string() });
const periodsSchema = z.object({ current: periodSchema, previous: periodSchema });
export type AnalyticsPeriods = z.infer<typeof periodsSchema>;

/** The period asked for, and the one as long just before it, which every figure is compared with. */
export function analyticsPeriods({ from, to }: { from: string; to: string }): AnalyticsPeriods {
  const length = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  return { current: { from, to }, previous: { from: addDays(from, -length), to: addDays(from, -1) } };
}

/** Sign-ins per day: accepted, refused for wrong credentials, and refused for too many tries. */
const accessDaySchema = z.object({
  day: z.string(),
  success: z.number().int(),
  failed: z.number().int(),
  blocked: z.number().int(),
});
export type AccessDay = z.infer<typeof accessDaySchema>;
export const accessesReplySchema = z.object({
  periods: periodsSchema,
  current: z.array(accessDaySchema),
  previous: z.array(accessDaySchema),
});
export type AccessesReply = z.infer<typeof accessesReplySchema>;

/** Accounts opened per day, and how many of them were wholesalers. */
const newUsersDaySchema = z.object({ day: z.string(), users: z.number().int(), wholesale: z.number().int() });
export type NewUsersDay = z.infer<typeof newUsersDaySchema>;
export const newUsersReplySchema = z.object({
  periods: periodsSchema,
  current: z.array(newUsersDaySchema),
  previous: z.array(newUsersDaySchema),
});
export type NewUsersReply = z.infer<typeof newUsersReplySchema>;

/** Pages shown and distinct visitors per day (a visitor is counted once a day, by a hash kept for that day only). */
const visitDaySchema = z.object({ day: z.string(), views: z.number().int(), visitors: z.number().int() });
export type VisitDay = z.infer<typeof visitDaySchema>;
const countedSchema = z.object({ key: z.string(), count: z.number().int() });
export const visitsReplySchema = z.object({
  periods: periodsSchema,
  current: z.array(visitDaySchema),
  previous: z.array(visitDaySchema),
  /** Page views per device class: mobile, tablet, desktop. */
  devices: z.array(countedSchema),
  /** Visits that came from another site, per site. */
  referrers: z.array(countedSchema),
  /** Searches that found nothing, per term. */
  searches_empty: z.array(countedSchema),
});
export type VisitsReply = z.infer<typeof visitsReplySchema>;

/** A top list: this period's count beside the previous period's for the same page or product. */
export const pagesMostVisitedReplySchema = z.object({
  periods: periodsSchema,
  rows: z.array(z.object({ path: z.string(), count: z.number().int(), previous: z.number().int() })),
});
export type PagesMostVisitedReply = z.infer<typeof pagesMostVisitedReplySchema>;

const productCountSchema = z.object({
  product_id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  count: z.number().int(),
  previous: z.number().int(),
});
export type ProductCount = z.infer<typeof productCountSchema>;
/** Most visited (views), most added to carts (units added) and most sold (units in orders not cancelled). */
export const productTopReplySchema = z.object({ periods: periodsSchema, rows: z.array(productCountSchema) });
export type ProductTopReply = z.infer<typeof productTopReplySchema>;

/** Sales per day in one coin (never two coins summed), beside the previous period's. */
const salesDaySchema = z.object({ day: z.string(), orders: z.number().int(), net: z.number().int() });
export type SalesDay = z.infer<typeof salesDaySchema>;
const salesTotalsSchema = z.object({
  orders: z.number().int(),
  net: z.number().int(),
  /** The average order in minor units, rounded; 0 without orders. */
  average: z.number().int(),
});
export const salesBehaviourReplySchema = z.object({
  periods: periodsSchema,
  coins: z.array(
    z.object({
      coin: z.string(),
      symbol: z.string(),
      current: z.array(salesDaySchema),
      previous: z.array(salesDaySchema),
      totals: z.object({ current: salesTotalsSchema, previous: salesTotalsSchema }),
    }),
  ),
});
export type SalesBehaviourReply = z.infer<typeof salesBehaviourReplySchema>;
