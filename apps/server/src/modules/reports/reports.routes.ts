import { createReadStream } from 'node:fs';
import {
  accountingReplySchema,
  accountingReportQuerySchema,
  adminUserListQuerySchema,
  catalogReportQuerySchema,
  catalogReportReplySchema,
  customerOrdersReplySchema,
  dashboardOrdersReplySchema,
  dashboardProfitReplySchema,
  dashboardReservationsReplySchema,
  dashboardReviewsReplySchema,
  dashboardSalesReplySchema,
  dashboardSetupReplySchema,
  dashboardStockReplySchema,
  hasAllPermissions,
  idParamSchema,
  inventoryReportQuerySchema,
  inventoryReportReplySchema,
  movementsReportQuerySchema,
  movementsReportReplySchema,
  ordersReportQuerySchema,
  ordersReportReplySchema,
  type Permission,
  REPORT_EXPORT_PATHS,
  REPORT_PATHS,
  type ReportFormat,
  reportExportParamsSchema,
  reportExportPath,
  reportExportSchema,
  salesReportQuerySchema,
  salesReportReplySchema,
  soldProductsQuerySchema,
  soldProductsReplySchema,
  USER_PATHS,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { accountingReport } from './accounting-report';
import { catalogReport } from './catalog-report';
import { customerOrders } from './customer-orders';
import {
  dashboardOrders,
  dashboardProfit,
  dashboardReservations,
  dashboardReviews,
  dashboardSales,
  dashboardStock,
} from './dashboard';
import { EXPORT_MAKERS, type ExportedReport } from './export-makers';
import { inventoryReport } from './inventory-report';
import { movementsReport } from './movements-report';
import { ordersReport } from './orders-report';
import { exportView, madeFile, ownExport, queueExport, runExport } from './report-exports';
import { salesReport } from './sales-report';
import { setupSteps } from './setup-steps';
import { soldProductsReport } from './sold-products-report';
import { usersCsv } from './users-export';

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
const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * `POST` on a report's export path queues its file as a job (decision 036) and answers 202 with it: the job runs
   * after the reply, and its progress and file are read at REPORT_EXPORT_PATHS by the one who asked.
   */
  const exportRoute = (report: ExportedReport, url: string, config: { permissions: Permission[] }) =>
    app.post(
      url,
      {
        config,
        schema: { tags, querystring: EXPORT_MAKERS[report].schema, response: { 202: reportExportSchema } },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const query = request.query as Parameters<typeof queueExport>[3];
        const row = await queueExport(app.db, user.id, report, query, request.locale);
        app.background.run('report export', () => runExport(app.db, app.config.dataDir, row.id, app.log));
        return reply
          .code(202)
          .header('location', `/api${reportExportPath(row.id)}`)
          .send(exportView(row, request.locale));
      },
    );
  exportRoute('sale', REPORT_PATHS.saleExport, sale);
  exportRoute('inventory', REPORT_PATHS.inventoryExport, inventory);
  exportRoute('movements', REPORT_PATHS.movementsExport, movements);
  exportRoute('soldProducts', REPORT_PATHS.soldProductsExport, sold);
  exportRoute('orders', REPORT_PATHS.ordersExport, ordersRead);
  exportRoute('accounting', REPORT_PATHS.accountingExport, accounting);
  exportRoute('catalog', REPORT_PATHS.catalogExport, catalog);

  app.get(
    REPORT_EXPORT_PATHS.status,
    {
      config: { permissions: ['read_reports'] },
      schema: { tags, params: reportExportParamsSchema, response: { 200: reportExportSchema } },
    },
    async (request) =>
      exportView(await ownExport(app.db, requireUser(request).id, request.params.id), request.locale),
  );

  app.get(
    REPORT_EXPORT_PATHS.file,
    { config: { permissions: ['read_reports'] }, schema: { tags, params: reportExportParamsSchema } },
    async (request, reply) => {
      const { row, file, bytes } = await madeFile(
        app.db,
        app.config.dataDir,
        requireUser(request).id,
        request.params.id,
      );
      const format = row.format as ReportFormat;
      // The plain name for old clients, the exact one (accents and all) in RFC 6266's extended form.
      const plain = row.fileName
        .normalize('NFD')
        .replace(/[^\x20-\x7e]/g, '')
        .replace(/["\\]/g, '');
      return reply
        .type(FILE_TYPES[format])
        .header(
          'content-disposition',
          plain === row.fileName
            ? `attachment; filename="${plain}"`
            : `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
        )
        .header('content-length', bytes)
        .send(createReadStream(file));
    },
  );

  app.get(
    REPORT_PATHS.sale,
    {
      config: sale,
      schema: { tags, querystring: salesReportQuerySchema, response: { 200: salesReportReplySchema } },
    },
    (request) => salesReport(app.db, request.query, request.locale),
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
    (request) => inventoryReport(app.db, request.query, request.locale),
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
    (request) => movementsReport(app.db, request.query),
  );

  app.get(
    REPORT_PATHS.soldProducts,
    {
      config: sold,
      schema: { tags, querystring: soldProductsQuerySchema, response: { 200: soldProductsReplySchema } },
    },
    (request) => soldProductsReport(app.db, request.query, request.locale),
  );

  app.get(
    REPORT_PATHS.orders,
    {
      config: ordersRead,
      schema: { tags, querystring: ordersReportQuerySchema, response: { 200: ordersReportReplySchema } },
    },
    (request) => ordersReport(app.db, request.query, request.locale),
  );

  app.get(
    REPORT_PATHS.accounting,
    {
      config: accounting,
      schema: { tags, querystring: accountingReportQuerySchema, response: { 200: accountingReplySchema } },
    },
    (request) => accountingReport(app.db, request.query, request.locale),
  );

  app.get(
    REPORT_PATHS.catalog,
    {
      config: catalog,
      schema: { tags, querystring: catalogReportQuerySchema, response: { 200: catalogReportReplySchema } },
    },
    (request) => catalogReport(app.db, request.query, request.locale),
  );

  // The dashboard's cards: only those the user's permissions allow are asked for and answered.
  app.get(
    REPORT_PATHS.dashboardSales,
    {
      config: { permissions: ['read_for_sale_reports'] },
      schema: { tags, response: { 200: dashboardSalesReplySchema } },
    },
    (request) => dashboardSales(app.db, request.locale),
  );
  // Profit reads what units cost the shop: whoever may open the sold products report it links to (decision 111).
  app.get(
    REPORT_PATHS.dashboardProfit,
    {
      config: sold,
      schema: { tags, response: { 200: dashboardProfitReplySchema } },
    },
    (request) => dashboardProfit(app.db, request.locale),
  );
  app.get(
    REPORT_PATHS.dashboardOrders,
    {
      config: { permissions: ['read_orders'] },
      schema: { tags, response: { 200: dashboardOrdersReplySchema } },
    },
    (request) => dashboardOrders(app.db, request.locale),
  );
  // Every user the list's filters show (decision 103); their orders at a glance only for a reader of orders.
  app.get(
    USER_PATHS.export,
    {
      config: { permissions: ['read_users'] },
      schema: { tags, querystring: adminUserListQuerySchema },
    },
    (request, reply) =>
      sendCsv(
        reply,
        translate('users_export_file', request.locale),
        usersCsv(
          app.db,
          request.query,
          request.locale,
          hasAllPermissions(requireUser(request).permissions, ['read_orders']),
        ),
      ),
  );
  // Staff who read orders see each one's customer and total already; a customer's page sums them up.
  app.get(
    REPORT_PATHS.customerOrders,
    {
      config: { permissions: ['read_orders'] },
      schema: { tags, params: idParamSchema, response: { 200: customerOrdersReplySchema } },
    },
    (request) => customerOrders(app.db, request.params.id, request.locale),
  );
  app.get(
    REPORT_PATHS.dashboardStock,
    {
      config: { permissions: ['read_products'] },
      schema: { tags, response: { 200: dashboardStockReplySchema } },
    },
    () => dashboardStock(app.db),
  );
  app.get(
    REPORT_PATHS.dashboardReviews,
    {
      config: { permissions: ['rating_products'] },
      schema: { tags, response: { 200: dashboardReviewsReplySchema } },
    },
    () => dashboardReviews(app.db),
  );
  app.get(
    REPORT_PATHS.dashboardReservations,
    {
      config: { permissions: ['read_store_requests'] },
      schema: { tags, response: { 200: dashboardReservationsReplySchema } },
    },
    () => dashboardReservations(app.db),
  );
  app.get(
    REPORT_PATHS.dashboardSetup,
    {
      config: { permissions: ['read_settings'] },
      schema: { tags, response: { 200: dashboardSetupReplySchema } },
    },
    () => setupSteps(app.db, app.config.smtpUrl),
  );
};
