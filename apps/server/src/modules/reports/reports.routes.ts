import {
  accountingExportQuerySchema,
  accountingReplySchema,
  accountingReportQuerySchema,
  catalogExportQuerySchema,
  catalogReportQuerySchema,
  catalogReportReplySchema,
  dashboardOrdersReplySchema,
  dashboardReviewsReplySchema,
  dashboardSalesReplySchema,
  dashboardStockReplySchema,
  inventoryExportQuerySchema,
  inventoryReportQuerySchema,
  inventoryReportReplySchema,
  movementsExportQuerySchema,
  movementsReportQuerySchema,
  movementsReportReplySchema,
  ordersExportQuerySchema,
  ordersReportQuerySchema,
  ordersReportReplySchema,
  REPORT_EXPORT_ROWS_MAX,
  REPORT_PATHS,
  type ReportFormat,
  salesReportExportQuerySchema,
  salesReportQuerySchema,
  salesReportReplySchema,
  soldProductsExportQuerySchema,
  soldProductsQuerySchema,
  soldProductsReplySchema,
} from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { getStoreSettings } from '../settings';
import { accountingTable } from './accounting-export';
import { accountingReport } from './accounting-report';
import { catalogTable } from './catalog-export';
import { catalogReport, catalogRows } from './catalog-report';
import { dashboardOrders, dashboardReviews, dashboardSales, dashboardStock } from './dashboard';
import { inventoryTable } from './inventory-export';
import { inventoryReport, inventoryRows } from './inventory-report';
import { movementsTable } from './movements-export';
import { movementsReport, movementsRows } from './movements-report';
import { ordersTable } from './orders-export';
import { ordersReport } from './orders-report';
import { type ReportTable, reportPdf, reportXlsx } from './report-files';
import { salesTable } from './sales-export';
import { salesReport } from './sales-report';
import { soldProductsTable } from './sold-products-export';
import { soldProductRows, soldProductsReport } from './sold-products-report';

const tags = ['reports'];
// SPEC §6: the reports menu needs read_reports, and each report its own permission (decision 034).
const sale = { permissions: ['read_reports' as const, 'read_for_sale_reports' as const] };
const inventory = { permissions: ['read_reports' as const, 'read_for_inventary_reports' as const] };
const movements = { permissions: ['read_reports' as const, 'read_for_movement_reports' as const] };
const ordersRead = { permissions: ['read_reports' as const, 'read_for_order_reports' as const] };
const accounting = { permissions: ['read_reports' as const, 'read_for_sales_accounting_reports' as const] };
// SPEC §6 names no permission for the price list: the reports' menu and reading the catalogue (decision 034).
const catalog = { permissions: ['read_reports' as const, 'read_products' as const] };
const sold = { permissions: ['read_reports' as const, 'read_for_sold_products' as const] };
/** The most rows a file holds: a wider report is narrowed first (large exports as jobs are still to come). */
const tooMany = (locale: Parameters<typeof translate>[1]) =>
  invalid('report_too_many_rows', { max: REPORT_EXPORT_ROWS_MAX.toLocaleString(locale) });

const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A report's table as the file asked for, downloaded under `name`. */
  const sendFile = async (reply: FastifyReply, table: ReportTable, format: ReportFormat, name: string) => {
    const locale = reply.request.locale;
    const store = await getStoreSettings(app.db);
    const shop = { name: store.name, logoUrl: store.logo_url };
    const file =
      format === 'xlsx'
        ? await reportXlsx(table, shop, locale)
        : await reportPdf(table, shop, app.config.dataDir, locale);
    return reply
      .type(FILE_TYPES[format])
      .header('content-disposition', `attachment; filename="${name}.${format}"`)
      .header('cache-control', 'no-store')
      .send(file);
  };

  app.get(
    REPORT_PATHS.sale,
    {
      config: sale,
      schema: { tags, querystring: salesReportQuerySchema, response: { 200: salesReportReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return salesReport(app.db, request.query, request.locale);
    },
  );

  app.get(
    REPORT_PATHS.saleExport,
    { config: sale, schema: { tags, querystring: salesReportExportQuerySchema } },
    async (request, reply) => {
      const { query, locale } = request;
      const report = await salesReport(app.db, query, locale);
      const table = await salesTable(app.db, query, report, locale);
      const name = `${translate('report_sale_file', locale)}-${query.from}-${query.to}`;
      return sendFile(reply, table, query.format, name);
    },
  );

  app.get(
    REPORT_PATHS.inventory,
    {
      config: inventory,
      schema: {
        tags,
        querystring: inventoryReportQuerySchema,
        response: { 200: inventoryReportReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return inventoryReport(app.db, request.query, request.locale);
    },
  );

  app.get(
    REPORT_PATHS.inventoryExport,
    { config: inventory, schema: { tags, querystring: inventoryExportQuerySchema } },
    async (request, reply) => {
      const { query, locale } = request;
      const { rows, symbol, coin } = await inventoryRows(app.db, query, locale, REPORT_EXPORT_ROWS_MAX);
      if (rows.length > REPORT_EXPORT_ROWS_MAX) throw tooMany(locale);
      const table = await inventoryTable(app.db, query, rows, symbol, coin, locale);
      return sendFile(reply, table, query.format, translate('report_inventory_file', locale));
    },
  );

  app.get(
    REPORT_PATHS.movements,
    {
      config: movements,
      schema: {
        tags,
        querystring: movementsReportQuerySchema,
        response: { 200: movementsReportReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return movementsReport(app.db, request.query);
    },
  );

  app.get(
    REPORT_PATHS.movementsExport,
    { config: movements, schema: { tags, querystring: movementsExportQuerySchema } },
    async (request, reply) => {
      const { query, locale } = request;
      const rows = await movementsRows(app.db, query, REPORT_EXPORT_ROWS_MAX);
      if (rows.length > REPORT_EXPORT_ROWS_MAX) throw tooMany(locale);
      const table = await movementsTable(app.db, query, rows, locale);
      return sendFile(
        reply,
        table,
        query.format,
        `${translate('report_movements_file', locale)}-${query.from}-${query.to}`,
      );
    },
  );

  app.get(
    REPORT_PATHS.soldProducts,
    {
      config: sold,
      schema: { tags, querystring: soldProductsQuerySchema, response: { 200: soldProductsReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return soldProductsReport(app.db, request.query, request.locale);
    },
  );

  app.get(
    REPORT_PATHS.soldProductsExport,
    { config: sold, schema: { tags, querystring: soldProductsExportQuerySchema } },
    async (request, reply) => {
      const { query, locale } = request;
      const rows = await soldProductRows(app.db, query, locale, REPORT_EXPORT_ROWS_MAX);
      if (rows.length > REPORT_EXPORT_ROWS_MAX) throw tooMany(locale);
      const table = soldProductsTable(query, rows, locale);
      return sendFile(
        reply,
        table,
        query.format,
        `${translate('report_sold_file', locale)}-${query.from}-${query.to}`,
      );
    },
  );

  app.get(
    REPORT_PATHS.orders,
    {
      config: ordersRead,
      schema: { tags, querystring: ordersReportQuerySchema, response: { 200: ordersReportReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ordersReport(app.db, request.query);
    },
  );

  app.get(
    REPORT_PATHS.ordersExport,
    { config: ordersRead, schema: { tags, querystring: ordersExportQuerySchema } },
    async (request, reply) => {
      const { query, locale } = request;
      const table = ordersTable(query, await ordersReport(app.db, query), locale);
      return sendFile(
        reply,
        table,
        query.format,
        `${translate('report_orders_file', locale)}-${query.from}-${query.to}`,
      );
    },
  );

  app.get(
    REPORT_PATHS.accounting,
    {
      config: accounting,
      schema: { tags, querystring: accountingReportQuerySchema, response: { 200: accountingReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return accountingReport(app.db, request.query, request.locale);
    },
  );

  app.get(
    REPORT_PATHS.accountingExport,
    { config: accounting, schema: { tags, querystring: accountingExportQuerySchema } },
    async (request, reply) => {
      const { query, locale } = request;
      const table = accountingTable(query, await accountingReport(app.db, query, locale), locale);
      return sendFile(
        reply,
        table,
        query.format,
        `${translate('report_accounting_file', locale)}-${query.from}-${query.to}`,
      );
    },
  );

  app.get(
    REPORT_PATHS.catalog,
    {
      config: catalog,
      schema: { tags, querystring: catalogReportQuerySchema, response: { 200: catalogReportReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return catalogReport(app.db, request.query, request.locale);
    },
  );

  app.get(
    REPORT_PATHS.catalogExport,
    { config: catalog, schema: { tags, querystring: catalogExportQuerySchema } },
    async (request, reply) => {
      const { query, locale } = request;
      const { rows, coin } = await catalogRows(app.db, query, locale, REPORT_EXPORT_ROWS_MAX);
      if (rows.length > REPORT_EXPORT_ROWS_MAX) throw tooMany(locale);
      const table = await catalogTable(app.db, query, rows, coin, locale);
      return sendFile(
        reply,
        table,
        query.format,
        `${translate('report_catalog_file', locale)}-${coin.short_name}`,
      );
    },
  );

  // The dashboard's cards: only those the user's permissions allow are asked for and answered.
  app.get(
    REPORT_PATHS.dashboardSales,
    {
      config: { permissions: ['read_for_sale_reports'] },
      schema: { tags, response: { 200: dashboardSalesReplySchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardSales(app.db, request.locale);
    },
  );
  app.get(
    REPORT_PATHS.dashboardOrders,
    {
      config: { permissions: ['read_orders'] },
      schema: { tags, response: { 200: dashboardOrdersReplySchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardOrders(app.db);
    },
  );
  app.get(
    REPORT_PATHS.dashboardStock,
    {
      config: { permissions: ['read_products'] },
      schema: { tags, response: { 200: dashboardStockReplySchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardStock(app.db);
    },
  );
  app.get(
    REPORT_PATHS.dashboardReviews,
    {
      config: { permissions: ['rating_products'] },
      schema: { tags, response: { 200: dashboardReviewsReplySchema } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardReviews(app.db);
    },
  );
};
