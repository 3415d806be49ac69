import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signInAs } from '../../test/factories';
import { exportFile, tendExports } from './report-exports';
import { reportExports } from './report-exports.table';
import { cursorBatches } from './report-rows';

let t: TestApp;
let clerk: Agent;
let clerkId: number;

const SALE = '/api/admin/reports/sale/export?from=2026-11-01&to=2026-11-30';
const EXPORTS = '/api/admin/reports/exports';
const SALES_STAFF = { role: { permissions: ['read_reports' as const, 'read_for_sale_reports' as const] } };

beforeAll(async () => {
  t = await buildTestApp();
  const signed = await signInAs(t.app, SALES_STAFF);
  clerk = signed.agent;
  clerkId = signed.user.id;
});

afterAll(async () => {
  await t?.close();
});

describe('report files made as jobs', () => {
  it('queues the file, tells how far it is and hands it only to the one who asked', async () => {
    const queued = await clerk.post(`${SALE}&format=xlsx`);
    expect(queued.statusCode, queued.body).toBe(202);
    const job = queued.json();
    expect(job).toMatchObject({
      status: 'queued',
      format: 'xlsx',
      file_name: 'ventas-2026-11-01-2026-11-30.xlsx',
    });
    expect(queued.headers.location).toBe(`${EXPORTS}/${job.id}`);
    expect(queued.headers['cache-control']).toBe('no-store');

    await t.app.background.settled();
    const done = await clerk.get(`${EXPORTS}/${job.id}`);
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    expect(done.json()).toMatchObject({ status: 'done', rows_done: 0, rows_total: 0, error: null });
    const file = await clerk.get(`${EXPORTS}/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(Number(file.headers['content-length'])).toBe(done.json().bytes);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getCell(1, 1).value).toContain('Informe de ventas');

    // Another member of staff with the same permissions does not see it exist.
    const { agent: other } = await signInAs(t.app, SALES_STAFF);
    expect((await other.get(`${EXPORTS}/${job.id}`)).statusCode).toBe(404);
    expect((await other.get(`${EXPORTS}/${job.id}/file`)).statusCode).toBe(404);
  });

  it('refuses a fourth file in the making, bad filters, bad and unknown ids, and staff without permission', async () => {
    const { agent: busy, user } = await signInAs(t.app, SALES_STAFF);
    await t.app.db.insert(reportExports).values(
      [1, 2, 3].map(() => ({
        userId: user.id,
        report: 'sale',
        format: 'pdf',
        query: {},
        locale: 'es-ES',
        fileName: 'ventas.pdf',
      })),
    );
    const fourth = await busy.post(`${SALE}&format=pdf`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe(
      'Ya se están preparando tres archivos tuyos: espera a que termine uno para pedir otro.',
    );

    expect((await clerk.post(`${SALE}&format=csv`)).statusCode).toBe(422);
    expect((await clerk.post(`${SALE.replace('2026-11-30', 'mañana')}&format=pdf`)).statusCode).toBe(422);
    expect((await clerk.post(`${SALE}&format=pdf`, undefined, { noCsrf: true })).statusCode).toBe(419);
    for (const id of ['no-es-un-id', `${randomUUID()}`, "1' OR '1'='1"])
      expect((await clerk.get(`${EXPORTS}/${encodeURIComponent(id)}`)).statusCode, id).toBe(404);
    // A job still queued has no file yet.
    const [waiting] = await t.app.db.select().from(reportExports).where(eq(reportExports.userId, user.id));
    expect((await busy.get(`${EXPORTS}/${waiting?.id}/file`)).statusCode).toBe(404);

    const { agent: stockOnly } = await signInAs(t.app, {
      role: { permissions: ['read_reports', 'read_for_inventary_reports'] },
    });
    expect((await stockOnly.post(`${SALE}&format=pdf`)).statusCode).toBe(403);
    const { agent: noReports } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await noReports.get(`${EXPORTS}/${waiting?.id}`)).statusCode).toBe(403);
    const { Agent: Stranger } = await import('../../test/agent');
    expect((await new Stranger(t.app).get(`${EXPORTS}/${waiting?.id}`)).statusCode).toBe(401);
  });

  it('makes what a restart left queued, says when a file failed, and deletes files past their day', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [left, broken] = await t.app.db
      .insert(reportExports)
      .values([
        {
          userId: clerkId,
          report: 'sale',
          format: 'pdf',
          query: { from: '2026-11-01', to: '2026-11-30', format: 'pdf' },
          locale: 'en-US',
          fileName: 'sales.pdf',
          createdAt: hourAgo,
        },
        {
          userId: clerkId,
          report: 'sale',
          format: 'pdf',
          query: { from: 'ayer', format: 'pdf' },
          locale: 'es-ES',
          fileName: 'ventas.pdf',
          createdAt: hourAgo,
        },
      ])
      .returning();
    if (!left || !broken) throw new Error('no jobs');
    await tendExports(t.app.db, t.app.config.dataDir, t.app.log);

    const made = (await clerk.get(`${EXPORTS}/${left.id}`)).json();
    expect(made).toMatchObject({ status: 'done', file_name: 'sales.pdf' });
    const failed = (await clerk.get(`${EXPORTS}/${broken.id}`)).json();
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'No se pudo preparar el archivo. Vuelve a pedirlo; si vuelve a fallar, avisa al administrador.',
    });
    const file = exportFile(t.app.config.dataDir, left);
    expect((await stat(file)).size).toBe(made.bytes);

    await t.app.db
      .update(reportExports)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(reportExports.id, left.id));
    await tendExports(t.app.db, t.app.config.dataDir, t.app.log);
    expect((await clerk.get(`${EXPORTS}/${left.id}`)).statusCode).toBe(404);
    await expect(stat(file)).rejects.toThrow();
  });

  it('reads rows through a cursor a batch at a time, the last batch short', async () => {
    const batches: number[][] = [];
    await t.app.db.transaction(async (tx) => {
      for await (const batch of cursorBatches<{ n: number }>(
        tx,
        sql`SELECT n FROM generate_series(1, ${7}::int) AS n ORDER BY n`,
        3,
      ))
        batches.push(batch.map((row) => row.n));
    });
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });
});
