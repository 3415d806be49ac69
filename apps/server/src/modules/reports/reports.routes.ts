import {
  dashboardOrdersReplySchema,
  dashboardReviewsReplySchema,
  dashboardSalesReplySchema,
  dashboardStockReplySchema,
  REPORT_PATHS,
  salesReportExportQuerySchema,
  salesReportQuerySchema,
  salesReportReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { getStoreSettings } from '../settings';
import { dashboardOrders, dashboardReviews, dashboardSales, dashboardStock } from './dashboard';
import { reportPdf, reportXlsx } from './report-files';
import { salesTable } from './sales-export';
import { salesReport } from './sales-report';

const tags = ['reports'];
// SPEC §6: the reports menu needs read_reports, and each report its own permission (decision 034).
const sale = { permissions: ['read_reports' as const, 'read_for_sale_reports' as const] };

const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const store = await getStoreSettings(app.db);
      const shop = { name: store.name, logoUrl: store.logo_url };
      const file =
        query.format === 'xlsx'
          ? await reportXlsx(table, shop, locale)
          : await reportPdf(table, shop, app.config.dataDir, locale);
      const name = `${translate('report_sale_file', locale)}-${query.from}-${query.to}.${query.format}`;
      return reply
        .type(FILE_TYPES[query.format])
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(file);
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
