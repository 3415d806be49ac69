import { z } from 'zod';
import { addDays, calendarDateSchema, isCalendarDate } from './calendar-date';
import { LIST_SEARCH_MAX, listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';
import { orderListItemSchema } from './orders';
import { STOCK_MOVEMENT_REASONS } from './stock-movements';

/**
 * Reports (SPEC §2 "/admin/reports/…"; issue 19; decision 034). Amounts are in minor units of the coin each row is in:
 * an order counts in the coin it was placed in, converted from the base coin at the rate snapshotted on the order,
 * and two coins are never summed together.
 */
export const REPORT_PATHS = {
  sale: '/admin/reports/sale',
  saleExport: '/admin/reports/sale/export',
  inventory: '/admin/reports/inventory',
  inventoryExport: '/admin/reports/inventory/export',
  movements: '/admin/reports/movements',
  movementsExport: '/admin/reports/movements/export',
  orders: '/admin/reports/orders',
  ordersExport: '/admin/reports/orders/export',
  catalog: '/admin/reports/catalog',
  catalogExport: '/admin/reports/catalog/export',
  accounting: '/admin/reports/sales-accounting',
  accountingExport: '/admin/reports/sales-accounting/export',
  soldProducts: '/admin/reports/sold-products',
  soldProductsExport: '/admin/reports/sold-products/export',
  /** The back office's first screen, one card per path, each with its own permission. */
  dashboardSales: '/admin/dashboard/sales',
  dashboardOrders: '/admin/dashboard/orders',
  dashboardStock: '/admin/dashboard/stock',
  dashboardReviews: '/admin/dashboard/reviews',
  dashboardReservations: '/admin/dashboard/reservations',
  dashboardSetup: '/admin/dashboard/setup',
  dashboardProfit: '/admin/dashboard/profit',
  /** A customer's orders at a glance, on their page in the back office (read_orders). */
  customerOrders: '/admin/users/:id/orders-summary',
} as const;

/** A report covers at most a year and a day: a leap year, whatever its first day. */
export const REPORT_RANGE_DAYS_MAX = 366;
export const REPORT_GROUPS = ['day', 'customer', 'point'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** Retail orders, wholesale orders, or both. */
export const REPORT_CHANNELS = ['all', 'retail', 'wholesale'] as const;
export type ReportChannel = (typeof REPORT_CHANNELS)[number];
export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** A period of the shop's calendar, both days included, from before to after, at most a year. */
export function checkRange(query: { from: string; to: string }, context: z.RefinementCtx) {
  // Zod runs this even when a day failed its own check: such a day has been reported already.
  if (!isCalendarDate(query.from) || !isCalendarDate(query.to)) return;
  if (query.to < query.from)
    context.addIssue({ code: 'custom', path: ['to'], message: 'report_range_order' });
  else if (addDays(query.from, REPORT_RANGE_DAYS_MAX) <= query.to)
    context.addIssue({ code: 'custom', path: ['to'], message: 'report_range_too_long' });
}

const salesFiltersSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  coin: z.string().trim().min(1).max(12).optional(),
  channel: z.enum(REPORT_CHANNELS).default('all'),
  point_id: integerField(1).optional(),
  group: z.enum(REPORT_GROUPS).default('day'),
});

/** The sales report's filters: the period, and what to narrow it to. */
export const salesReportQuerySchema = salesFiltersSchema.superRefine(checkRange);
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

export const salesReportExportQuerySchema = salesFiltersSchema
  .extend({ format: z.enum(REPORT_FORMATS) })
  .superRefine(checkRange);
export type SalesReportExportQuery = z.infer<typeof salesReportExportQuerySchema>;

const salesFiguresSchema = z.object({
  coin: z.string(),
  /** The coin's symbol as it was on the orders ($ for USD and MLC alike). */
  symbol: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  /** What the lines cost before the cart's discount. */
  gross: z.number().int(),
  discounts: z.number().int(),
  shipping: z.number().int(),
  /** The tax the prices contain (already in gross and net). */
  tax: z.number().int(),
  /** What the orders total: gross − discounts, plus the shipping where the shop charges it with the order. */
  net: z.number().int(),
  net_formatted: z.string(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

export const salesReportRowSchema = salesFiguresSchema.extend({
  /** The day (YYYY-MM-DD), the customer's id or the point of sale's id ('' for home delivery). */
  key: z.string(),
  label: z.string(),
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

export const salesReportReplySchema = z.object({
  rows: z.array(salesReportRowSchema),
  /** One line per coin, by the coin's code. */
  totals: z.array(salesFiguresSchema),
});
export type SalesReportReply = z.infer<typeof salesReportReplySchema>;

/** Today's and this month's sales, per coin (read_for_sale_reports). */
export const dashboardSalesReplySchema = z.object({
  today: z.array(salesFiguresSchema),
  month: z.array(salesFiguresSchema),
});
export type DashboardSalesReply = z.infer<typeof dashboardSalesReplySchema>;

/** The orders a customer's page shows: how many, since when, what they came to per coin, and the latest ones. */
export const CUSTOMER_LATEST_ORDERS = 5;
export const customerOrdersReplySchema = z.object({
  /** Every order of theirs, whatever its status. */
  orders: z.number().int(),
  cancelled: z.number().int(),
  first_order_at: z.string().nullable(),
  last_order_at: z.string().nullable(),
  /** Their orders but the cancelled ones, per coin, counted as the sales report counts them. */
  sales: z.array(salesFiguresSchema),
  /** The latest orders, newest first (at most CUSTOMER_LATEST_ORDERS). */
  latest: z.array(orderListItemSchema),
  /** Orders this account took for customers, as staff (decisions 098, 099). */
  taken_for_customers: z.number().int(),
});
export type CustomerOrdersReply = z.infer<typeof customerOrdersReplySchema>;

/** Orders waiting, per open status, and unpaid orders whose payment window closes within the hour (read_orders). */
export const dashboardOrdersReplySchema = z.object({
  by_status: z.array(
    z.object({ id: z.number().int(), name: z.string(), color: z.string(), count: z.number().int() }),
  ),
  expiring_unpaid: z.number().int(),
  /** Unpaid orders with a transfer receipt to accept or reject. */
  receipts_pending: z.number().int(),
  /** Gift card purchases and recharges waiting for staff to confirm their payment (not those a provider pays). */
  card_sales_pending: z.number().int(),
  /** Orders with a payment the shop owes back to the shopper. */
  refunds_due: z.number().int(),
  /** Gift card sales with a payment the shop owes back to the buyer. */
  card_refunds_due: z.number().int(),
  /** Orders whose customer wrote last, waiting for the shop's answer (decision 107). */
  messages_waiting: z.number().int(),
});
export type DashboardOrdersReply = z.infer<typeof dashboardOrdersReplySchema>;

/**
 * What a new shop needs before it sells well, in the order an owner would do it (read_settings): its name and logo,
 * how shoppers reach it, a first product on sale, its delivery prices and starting point, where transfers go, the pages
 * that say how it sells (its policies), and a mail server for the verification, reset and order mails (decision 085).
 */
export const SETUP_STEPS = [
  'store',
  'contacts',
  'product',
  'rates',
  'shipment',
  'pay_forms',
  'pages',
  'mail',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const dashboardSetupReplySchema = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEPS), done: z.boolean() })),
});
export type DashboardSetupReply = z.infer<typeof dashboardSetupReplySchema>;

/** Active products at or below their low-availability threshold, the scarcest first (read_products). */
export const dashboardStockReplySchema = z.object({
  low_availability: z.array(z.object({ slug: z.string(), name: z.string(), availability: z.number().int() })),
  total: z.number().int(),
});
export type DashboardStockReply = z.infer<typeof dashboardStockReplySchema>;

/** Reviews waiting for moderation (rating_products). */
export const dashboardReviewsReplySchema = z.object({
  pending: z.number().int(),
  /** Published reviews the shop has not answered (decision 102). */
  unanswered: z.number().int(),
});
export type DashboardReviewsReply = z.infer<typeof dashboardReviewsReplySchema>;

/** Wholesale reservations waiting for staff to approve or reject them (read_store_requests). */
export const dashboardReservationsReplySchema = z.object({ pending: z.number().int() });
export type DashboardReservationsReply = z.infer<typeof dashboardReservationsReplySchema>;

/**
 * A report's file is made by a job (decision 036): `POST` on the report's export path answers 202 with the job, whose
 * progress is read at `exportStatus` and whose file is downloaded from `exportFile` by the one who asked for it.
 */
export const REPORT_EXPORT_PATHS = {
  status: '/admin/reports/exports/:id',
  file: '/admin/reports/exports/:id/file',
} as const;
export const reportExportPath = (id: string) => `/admin/reports/exports/${encodeURIComponent(id)}`;
export const reportExportFilePath = (id: string) => `${reportExportPath(id)}/file`;
/** Files a member of staff may have in the making at once. */
export const REPORT_EXPORTS_RUNNING_MAX = 3;
/** Hours a made file is kept for its download. */
export const REPORT_EXPORT_KEPT_HOURS = 24;
export const REPORT_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportExportState = (typeof REPORT_EXPORT_STATES)[number];

export const reportExportParamsSchema = z.object({ id: z.string().uuid() });
export const reportExportSchema = z.object({
  id: z.string(),
  format: z.enum(REPORT_FORMATS),
  status: z.enum(REPORT_EXPORT_STATES),
  /** Rows written so far, and how many the file will hold once they are counted. */
  rows_done: z.number().int(),
  rows_total: z.number().int().nullable(),
  file_name: z.string(),
  /** Its size in bytes, once made. */
  bytes: z.number().int().nullable(),
  /** Why it failed, in the reader's language. */
  error: z.string().nullable(),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

const inventoryFiltersSchema = z.object({
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  category_id: integerField(1).optional(),
  brand_id: integerField(1).optional(),
  /** Only the products at or below their low-availability threshold (SPEC §9), sold out included. */
  low: z.enum(['1']).optional(),
});

/** The inventory report's filters and page (products by name). */
export const inventoryReportQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend(inventoryFiltersSchema.shape);
export type InventoryReportQuery = z.infer<typeof inventoryReportQuerySchema>;

export const inventoryExportQuerySchema = inventoryFiltersSchema.extend({ format: z.enum(REPORT_FORMATS) });
export type InventoryExportQuery = z.infer<typeof inventoryExportQuerySchema>;

/**
 * One product's stock (a variable product's is its variations' sum): what the shop has, what carts and open orders
 * hold of it, what can be sold now, and what it is worth at its price in the base coin.
 */
export const inventoryRowSchema = z.object({
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  category: z.string(),
  real: z.number().int(),
  in_carts: z.number().int(),
  in_orders: z.number().int(),
  available: z.number().int(),
  low: z.boolean(),
  /** real × the product's price, in minor units of the base coin. */
  value: z.number().int(),
  value_formatted: z.string(),
  /**
   * real × what a unit costs the shop (decision 110; a variation's own cost, else its product's), over the units whose
   * cost is known; null when none is.
   */
  cost_value: z.number().int().nullable(),
  cost_value_formatted: z.string().nullable(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

export const inventoryReportReplySchema = listReplySchema(inventoryRowSchema).extend({
  totals: z.object({
    products: z.number().int(),
    real: z.number().int(),
    low: z.number().int(),
    value: z.number().int(),
    value_formatted: z.string(),
    cost_value: z.number().int(),
    cost_value_formatted: z.string(),
    /** Products with units in stock and no known cost: left out of `cost_value`. */
    without_cost: z.number().int(),
  }),
});
export type InventoryReportReply = z.infer<typeof inventoryReportReplySchema>;

/** The movements report's filters: a period of the ledger, a reason, a point of sale, a product by name or SKU. */
export const movementsReportQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend({
    from: calendarDateSchema,
    to: calendarDateSchema,
    reason: z.enum(STOCK_MOVEMENT_REASONS).optional(),
    point_id: integerField(1).optional(),
  })
  .superRefine(checkRange);
export type MovementsReportQuery = z.infer<typeof movementsReportQuerySchema>;

export const movementsExportQuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
    reason: z.enum(STOCK_MOVEMENT_REASONS).optional(),
    point_id: integerField(1).optional(),
    format: z.enum(REPORT_FORMATS),
  })
  .superRefine(checkRange);
export type MovementsExportQuery = z.infer<typeof movementsExportQuerySchema>;

/**
 * What one product's stock did for one reason over the period: units in, units out, units wholesale reservations set
 * aside, how many movements.
 */
export const movementsRowSchema = z.object({
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  units_in: z.number().int(),
  units_out: z.number().int(),
  /**
   * Units a wholesale reservation held (positive) or gave back (negative): the stock itself does not move, so a
   * reservation's rows have no units in or out.
   */
  units_held: z.number().int(),
  movements: z.number().int(),
});
export type MovementsRow = z.infer<typeof movementsRowSchema>;

export const movementsReportReplySchema = listReplySchema(movementsRowSchema).extend({
  /** Per reason over every product of the filters, in the reasons' order. */
  totals: z.array(
    movementsRowSchema.pick({
      reason: true,
      units_in: true,
      units_out: true,
      units_held: true,
      movements: true,
    }),
  ),
});
export type MovementsReportReply = z.infer<typeof movementsReportReplySchema>;

const soldFiltersSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  coin: z.string().trim().min(1).max(12).optional(),
  channel: z.enum(REPORT_CHANNELS).default('all'),
});

/** The sold products report's filters and page (the best sellers first, by units). */
export const soldProductsQuerySchema = listQuerySchema
  .omit({ sort: true, search: true })
  .extend(soldFiltersSchema.shape)
  .superRefine(checkRange);
export type SoldProductsQuery = z.infer<typeof soldProductsQuerySchema>;

export const soldProductsExportQuerySchema = soldFiltersSchema
  .extend({ format: z.enum(REPORT_FORMATS) })
  .superRefine(checkRange);
export type SoldProductsExportQuery = z.infer<typeof soldProductsExportQuerySchema>;

/** One product (or variation) sold in one coin over the period: units, orders and revenue at the orders' rates. */
export const soldProductRowSchema = z.object({
  name: z.string(),
  sku: z.string(),
  variant: z.string().nullable(),
  coin: z.string(),
  symbol: z.string(),
  units: z.number().int(),
  orders: z.number().int(),
  revenue: z.number().int(),
  revenue_formatted: z.string(),
  /**
   * Over the lines whose unit cost was known when ordered (decision 110): what their units cost, and what they left,
   * taxes out (their totals less the tax they contain, less the cost). Null where no line had a cost.
   */
  cost: z.number().int().nullable(),
  cost_formatted: z.string().nullable(),
  profit: z.number().int().nullable(),
  profit_formatted: z.string().nullable(),
  /** Profit over those lines' totals taxes out, in percent with one decimal; null without a cost or a total. */
  margin: z.number().nullable(),
  /** Units sold without a known cost: left out of cost, profit and margin. */
  units_without_cost: z.number().int(),
});
export type SoldProductRow = z.infer<typeof soldProductRowSchema>;

/** A coin's sales of products over a period: revenue, and the cost, profit and margin of the lines that kept a cost. */
const soldTotalsSchema = soldProductRowSchema.pick({
  coin: true,
  symbol: true,
  units: true,
  revenue: true,
  revenue_formatted: true,
  cost: true,
  cost_formatted: true,
  profit: true,
  profit_formatted: true,
  margin: true,
  units_without_cost: true,
});
export type SoldTotals = z.infer<typeof soldTotalsSchema>;

export const soldProductsReplySchema = listReplySchema(soldProductRowSchema).extend({
  /** Per coin, over every row of the filters. */
  totals: z.array(soldTotalsSchema),
});
export type SoldProductsReply = z.infer<typeof soldProductsReplySchema>;

/**
 * This month's profit so far and last month's, per coin, counted as the sold products report counts them
 * (read_for_sold_products; decision 111).
 */
export const dashboardProfitReplySchema = z.object({
  month: z.array(soldTotalsSchema),
  last_month: z.array(soldTotalsSchema),
});
export type DashboardProfitReply = z.infer<typeof dashboardProfitReplySchema>;

const ordersFiltersSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  coin: z.string().trim().min(1).max(12).optional(),
  channel: z.enum(REPORT_CHANNELS).default('all'),
});

/** The orders report's filters: the orders placed in a period, of every status, cancelled included. */
export const ordersReportQuerySchema = ordersFiltersSchema.superRefine(checkRange);
export type OrdersReportQuery = z.infer<typeof ordersReportQuerySchema>;

export const ordersExportQuerySchema = ordersFiltersSchema
  .extend({ format: z.enum(REPORT_FORMATS) })
  .superRefine(checkRange);
export type OrdersExportQuery = z.infer<typeof ordersExportQuerySchema>;

/** How long orders took, in minutes: the mean and the median of those that got there; null when none did. */
const durationSchema = z.object({
  orders: z.number().int(),
  mean_minutes: z.number().int().nullable(),
  median_minutes: z.number().int().nullable(),
});

export const ordersReportReplySchema = z.object({
  orders: z.number().int(),
  by_status: z.array(
    z.object({ id: z.number().int(), name: z.string(), color: z.string(), orders: z.number().int() }),
  ),
  by_delivery: z.array(z.object({ method: z.enum(['home', 'pickup']), orders: z.number().int() })),
  by_payment: z.array(
    z.object({ status: z.enum(['pending', 'paid', 'cancelled']), orders: z.number().int() }),
  ),
  /** From placed to paid, and from placed to delivered (the first final status that is not the cancelled one). */
  to_paid: durationSchema,
  to_delivered: durationSchema,
});
export type OrdersReportReply = z.infer<typeof ordersReportReplySchema>;

/** The sales accounting report's filters: the period's sales (as the sales report counts them), by coin. */
export const accountingReportQuerySchema = ordersFiltersSchema.superRefine(checkRange);
export type AccountingReportQuery = z.infer<typeof accountingReportQuerySchema>;
export const accountingExportQuerySchema = ordersExportQuerySchema;
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;

const moneySchema = z.object({ amount: z.number().int(), formatted: z.string() });

export const accountingReplySchema = z.object({
  /** Per pay form and coin: what the orders total, what was paid of it, what is still owed. */
  by_pay_form: z.array(
    z.object({
      pay_form: z.string(),
      coin: z.string(),
      symbol: z.string(),
      orders: z.number().int(),
      total: moneySchema,
      paid: moneySchema,
      pending: moneySchema,
    }),
  ),
  /** Per way of paying and coin, the payments those orders received: cards, transfers, online, cash. */
  payments: z.array(
    z.object({
      method: z.string(),
      coin: z.string(),
      symbol: z.string(),
      payments: z.number().int(),
      amount: moneySchema,
      /** Given back to a card when its order was cancelled. */
      refunded: z.number().int(),
      /** Arrived after the order was closed: staff owe them back. */
      refund_due: z.number().int(),
    }),
  ),
});
export type AccountingReply = z.infer<typeof accountingReplySchema>;

const catalogFiltersSchema = z.object({
  category_id: integerField(1).optional(),
  /** The coin the prices are shown in, at today's rate; the base coin when none. */
  coin: z.string().trim().min(1).max(12).optional(),
});

/** The price list's filters and page (by category, then name). */
export const catalogReportQuerySchema = listQuerySchema
  .omit({ sort: true })
  .extend(catalogFiltersSchema.shape);
export type CatalogReportQuery = z.infer<typeof catalogReportQuerySchema>;
export const catalogExportQuerySchema = catalogFiltersSchema.extend({
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  format: z.enum(REPORT_FORMATS),
});
export type CatalogExportQuery = z.infer<typeof catalogExportQuerySchema>;

/** One product of the storefront's catalogue with its prices in the chosen coin. */
export const catalogRowSchema = z.object({
  slug: z.string(),
  category: z.string(),
  name: z.string(),
  sku: z.string(),
  price: z.number().int(),
  price_formatted: z.string(),
  wholesale_price: z.number().int().nullable(),
  wholesale_price_formatted: z.string().nullable(),
});
export type CatalogRow = z.infer<typeof catalogRowSchema>;

export const catalogReportReplySchema = listReplySchema(catalogRowSchema).extend({
  coin: z.string(),
  rate_date: z.string().nullable(),
});
export type CatalogReportReply = z.infer<typeof catalogReportReplySchema>;
