import {
  accountingExportQuerySchema,
  catalogExportQuerySchema,
  inventoryExportQuerySchema,
  type Locale,
  movementsExportQuerySchema,
  ordersExportQuerySchema,
  salesReportExportQuerySchema,
  soldProductsExportQuerySchema,
} from '@shop/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { translate } from '../../lib/messages';
import { accountingTable } from './accounting-export';
import { accountingReport } from './accounting-report';
import { catalogTable } from './catalog-export';
import { catalogRows, priceCoin } from './catalog-report';
import { inventoryTable } from './inventory-export';
import { inventoryRows } from './inventory-report';
import { movementsTable } from './movements-export';
import { movementsRows } from './movements-report';
import { ordersTable } from './orders-export';
import { ordersReport } from './orders-report';
import type { ReportTable } from './report-files';
import { salesTable } from './sales-export';
import { salesReport } from './sales-report';
import { soldProductsTable } from './sold-products-export';
import { soldProductRows } from './sold-products-report';

/** What a report's file is made of: its table (rows still to be read) and how many rows it will hold. */
export interface ExportPlan {
  table: ReportTable;
  count(): Promise<number>;
}

interface ExportMaker<S extends z.ZodType> {
  /** The export path's query: checked by the route, and again by the job on what was stored. */
  schema: S;
  /** The name the browser saves the file under, without its extension. */
  name(db: DbOrTx, query: z.infer<S>, locale: Locale): Promise<string>;
  /**
   * `whole`: a report of a few hundred rows, read at once (its readers may run queries side by side); `cursor`: rows
   * read through a cursor, so `plan` is given a transaction that lives until the file is written.
   */
  read: 'whole' | 'cursor';
  plan(db: DbOrTx, query: z.infer<S>, locale: Locale): Promise<ExportPlan>;
}

const maker = <S extends z.ZodType>(m: ExportMaker<S>) => m;
const inMemory = (table: ReportTable, rows: number): ExportPlan => ({ table, count: async () => rows });
const period = (key: Parameters<typeof translate>[0], locale: Locale, q: { from: string; to: string }) =>
  `${translate(key, locale)}-${q.from}-${q.to}`;

/** Every report that exports, by the name its job row keeps (decision 036). */
export const EXPORT_MAKERS = {
  sale: maker({
    schema: salesReportExportQuerySchema,
    read: 'whole',
    name: async (_db, query, locale) => period('report_sale_file', locale, query),
    plan: async (tx, query, locale) => {
      const report = await salesReport(tx, query, locale);
      return inMemory(await salesTable(tx, query, report, locale), report.rows.length);
    },
  }),
  inventory: maker({
    schema: inventoryExportQuerySchema,
    read: 'cursor',
    name: async (_db, _query, locale) => translate('report_inventory_file', locale),
    plan: async (tx, query, locale) => {
      const { rows, symbol, coin } = await inventoryRows(tx, query, locale);
      return {
        table: await inventoryTable(tx, query, rows.batches, symbol, coin, locale),
        count: rows.count,
      };
    },
  }),
  movements: maker({
    schema: movementsExportQuerySchema,
    read: 'cursor',
    name: async (_db, query, locale) => period('report_movements_file', locale, query),
    plan: async (tx, query, locale) => {
      const rows = movementsRows(tx, query);
      return { table: await movementsTable(tx, query, rows.batches, locale), count: rows.count };
    },
  }),
  soldProducts: maker({
    schema: soldProductsExportQuerySchema,
    read: 'cursor',
    name: async (_db, query, locale) => period('report_sold_file', locale, query),
    plan: async (tx, query, locale) => {
      const rows = soldProductRows(tx, query, locale);
      return { table: soldProductsTable(query, rows.batches, locale), count: rows.count };
    },
  }),
  orders: maker({
    schema: ordersExportQuerySchema,
    read: 'whole',
    name: async (_db, query, locale) => period('report_orders_file', locale, query),
    plan: async (tx, query, locale) => {
      const report = await ordersReport(tx, query, locale);
      const rows = report.by_status.length + report.by_delivery.length + report.by_payment.length + 2;
      return inMemory(ordersTable(query, report, locale), rows);
    },
  }),
  accounting: maker({
    schema: accountingExportQuerySchema,
    read: 'whole',
    name: async (_db, query, locale) => period('report_accounting_file', locale, query),
    plan: async (tx, query, locale) => {
      const report = await accountingReport(tx, query, locale);
      return inMemory(
        accountingTable(query, report, locale),
        report.by_pay_form.length + report.payments.length,
      );
    },
  }),
  catalog: maker({
    schema: catalogExportQuerySchema,
    read: 'cursor',
    name: async (db, query, locale) =>
      `${translate('report_catalog_file', locale)}-${(await priceCoin(db, query.coin)).short_name}`,
    plan: async (tx, query, locale) => {
      const { rows, coin } = await catalogRows(tx, query, locale);
      return { table: await catalogTable(tx, query, rows.batches, coin, locale), count: rows.count };
    },
  }),
} as const;

export type ExportedReport = keyof typeof EXPORT_MAKERS;
export const isExportedReport = (report: string): report is ExportedReport => report in EXPORT_MAKERS;
