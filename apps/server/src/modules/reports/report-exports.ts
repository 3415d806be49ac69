import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  REPORT_EXPORT_KEPT_HOURS,
  REPORT_EXPORTS_RUNNING_MAX,
  type ReportExport,
  type ReportFormat,
} from '@shop/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { notFound, TooManyAttempts } from '../../lib/domain-errors';
import { type MessageKey, translate } from '../../lib/messages';
import { privateRoot } from '../../lib/storage';
import { getStoreSettings } from '../settings';
import { EXPORT_MAKERS, type ExportedReport, isExportedReport } from './export-makers';
import { reportExports } from './report-exports.table';
import { writeReportPdf, writeReportXlsx } from './report-files';

type ExportRow = typeof reportExports.$inferSelect;

/** Where made files are kept: never served as they are, only to the one who asked, through the download route. */
const exportsDir = (dataDir: string) => path.join(privateRoot(dataDir), 'report-exports');
export const exportFile = (dataDir: string, row: Pick<ExportRow, 'id' | 'format'>) =>
  path.join(exportsDir(dataDir), `${row.id}.${row.format}`);

/** A job a crash left running longer than this is given up. */
const STUCK_MINUTES = 30;

/** The job as its owner sees it; the reason of a failure in the reader's language. */
export function exportView(row: ExportRow, locale: Locale): ReportExport {
  return {
    id: row.id,
    format: row.format as ReportFormat,
    status: row.status as ReportExport['status'],
    rows_done: row.rowsDone,
    rows_total: row.rowsTotal,
    file_name: row.fileName,
    bytes: row.bytes,
    error: row.error ? translate(row.error as MessageKey, locale) : null,
  };
}

/**
 * Queues a report's file for `userId` (decision 036). A member of staff has at most REPORT_EXPORTS_RUNNING_MAX in the
 * making at once (429 past it), so no one can queue work without end. The caller starts `runExport` after the reply.
 */
export async function queueExport(
  db: Database,
  userId: number,
  report: ExportedReport,
  query: { format: ReportFormat } & Record<string, unknown>,
  locale: Locale,
): Promise<ExportRow> {
  const [busy] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reportExports)
    .where(and(eq(reportExports.userId, userId), inArray(reportExports.status, ['queued', 'running'])));
  if ((busy?.count ?? 0) >= REPORT_EXPORTS_RUNNING_MAX) throw new TooManyAttempts(30, 'report_exports_busy');
  const maker = EXPORT_MAKERS[report];
  const name = await maker.name(db, maker.schema.parse(query) as never, locale);
  const [row] = await db
    .insert(reportExports)
    .values({ userId, report, format: query.format, query, locale, fileName: `${name}.${query.format}` })
    .returning();
  if (!row) throw new Error('report export not queued');
  return row;
}

/** The job `id` if it is `userId`'s; anyone else's is as if it did not exist. */
export async function ownExport(db: Database, userId: number, id: string): Promise<ExportRow> {
  const [row] = await db
    .select()
    .from(reportExports)
    .where(and(eq(reportExports.id, id), eq(reportExports.userId, userId)));
  if (!row) throw notFound();
  return row;
}

/** The made file of `userId`'s job `id`, with its size: 404 while it is being made, after it failed or was deleted. */
export async function madeFile(db: Database, dataDir: string, userId: number, id: string) {
  const row = await ownExport(db, userId, id);
  if (row.status !== 'done') throw notFound();
  const file = exportFile(dataDir, row);
  const found = await stat(file).catch(() => null);
  if (!found) throw notFound();
  return { row, file, bytes: found.size };
}

/**
 * Makes the file of job `id` if it is still queued (one instance claims it; another finds it taken). Its rows are
 * read in one read-only transaction, so the file and its totals agree with each other, through a cursor a batch at a
 * time; progress is written as it goes. The file is written under a temporary name and renamed when whole.
 */
export async function runExport(
  db: Database,
  dataDir: string,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const [job] = await db
    .update(reportExports)
    .set({ status: 'running', startedAt: new Date() })
    .where(and(eq(reportExports.id, id), eq(reportExports.status, 'queued')))
    .returning();
  if (!job) return;
  const target = exportFile(dataDir, job);
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  // Progress goes through the pool, not the transaction, so the owner sees it while the file is made. Embedded
  // PGlite has one connection: its writes wait for the transaction, and are not awaited inside it.
  const writes: Promise<unknown>[] = [];
  const record = (set: Partial<ExportRow>) => {
    writes.push(
      db
        .update(reportExports)
        .set(set)
        .where(eq(reportExports.id, id))
        .catch((err) => log.warn({ err, id }, 'report export progress not saved')),
    );
  };
  let last = 0;
  const progress = (rowsDone: number) => {
    if (Date.now() - last < 500) return;
    last = Date.now();
    record({ rowsDone });
  };
  try {
    if (!isExportedReport(job.report)) throw new Error(`unknown report ${job.report}`);
    const maker = EXPORT_MAKERS[job.report];
    const locale = LOCALES.find((l) => l === job.locale) ?? DEFAULT_LOCALE;
    const query = maker.schema.parse(job.query);
    const store = await getStoreSettings(db);
    const shop = { name: store.name, logoUrl: store.logo_url };
    await mkdir(exportsDir(dataDir), { recursive: true });
    let rows = 0;
    const write = async (on: DbOrTx) => {
      const plan = await maker.plan(on, query as never, locale);
      const rowsTotal = await plan.count();
      record({ rowsTotal });
      const counted = (done: number) => {
        rows = done;
        progress(done);
      };
      if (job.format === 'xlsx') await writeReportXlsx(plan.table, shop, locale, temporary, counted);
      else await writeReportPdf(plan.table, shop, dataDir, locale, temporary, counted);
    };
    if (maker.read === 'whole') await write(db);
    else await db.transaction(write, { isolationLevel: 'repeatable read', accessMode: 'read only' });
    await Promise.all(writes);
    await rename(temporary, target);
    const { size } = await stat(target);
    await db
      .update(reportExports)
      .set({ status: 'done', rowsDone: rows, rowsTotal: rows, bytes: size, finishedAt: new Date() })
      .where(eq(reportExports.id, id));
  } catch (err) {
    log.error({ err, id, report: job.report }, 'report export failed');
    await Promise.all(writes);
    await rm(temporary, { force: true });
    await db
      .update(reportExports)
      .set({ status: 'failed', error: 'report_export_failed', finishedAt: new Date() })
      .where(eq(reportExports.id, id));
  }
}

/**
 * The job runner's part: makes the files a restart left queued, gives up those a crash left running, and deletes the
 * files and rows older than REPORT_EXPORT_KEPT_HOURS.
 */
export async function tendExports(db: Database, dataDir: string, log: FastifyBaseLogger): Promise<void> {
  const now = Date.now();
  await db
    .update(reportExports)
    .set({ status: 'failed', error: 'report_export_failed', finishedAt: new Date() })
    .where(
      and(
        eq(reportExports.status, 'running'),
        lt(reportExports.startedAt, new Date(now - STUCK_MINUTES * 60_000)),
      ),
    );
  const old = await db
    .delete(reportExports)
    .where(lt(reportExports.createdAt, new Date(now - REPORT_EXPORT_KEPT_HOURS * 3_600_000)))
    .returning({ id: reportExports.id, format: reportExports.format });
  for (const row of old) await rm(exportFile(dataDir, row), { force: true });
  // Queued over a minute ago: the instance that queued it stopped before starting it.
  const waiting = await db
    .select({ id: reportExports.id })
    .from(reportExports)
    .where(and(eq(reportExports.status, 'queued'), lt(reportExports.createdAt, new Date(now - 60_000))));
  for (const { id } of waiting) await runExport(db, dataDir, id, log);
}
