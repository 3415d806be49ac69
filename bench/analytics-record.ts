// What counting a visit costs (decision 035; issue 19 §3 "recording a visit adds ≤ 1 ms to a storefront reply").
// The storefront's replies do not record anything: a page's events arrive later in one beacon, whose reply (204) is
// sent before the counts are written. This times the two parts of a beacon on a fresh database (PostgreSQL of
// DATABASE_URL, else in-memory PGlite): the write of one batch (a page, a product view, a cart add; the visitor's
// daily mark), and the beacon's whole HTTP round trip on the app itself (throttle, validation, reply).
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/analytics-record.ts [batches]
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedRoles } from '../apps/server/src/db/seed';
import { recordEvents } from '../apps/server/src/modules/analytics/record-events';

const batches = Number(process.argv[2] ?? 2000);
const url = process.env.DATABASE_URL;
const name = `shop_bench_analytics_${process.pid}_${randomBytes(3).toString('hex')}`;
if (url) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
}
const target = url ? Object.assign(new URL(url), { pathname: `/${name}` }).toString() : undefined;
const handle = await openDatabase({ databaseUrl: target });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';

try {
  await runMigrations(handle);
  await seedRoles(handle.db);
  const writes: number[] = [];
  for (let i = 0; i < batches; i++) {
    const product = 1 + (i % 500);
    const started = performance.now();
    await recordEvents(
      handle.db,
      [
        { type: 'page', path: `/Products/producto-${product}`, referrer: 'https://www.facebook.com/' },
        { type: 'product_view', product_id: product },
        { type: 'cart_add', product_id: product, quantity: 1 },
      ],
      // A visitor in every tenth batch is new: the others add to a mark already there.
      {
        address: `198.51.100.${i % 10}`,
        userAgent: `${PHONE} ${Math.floor(i / 10)}`,
        host: 'tienda.example',
      },
    );
    writes.push(performance.now() - started);
  }
  const [rows] = (await handle.db.execute(sql`select count(*)::int as n from analytics_counts`))
    .rows as Array<{
    n: number;
  }>;
  console.info(
    `${handle.kind}: one batch written in ${median(writes).toFixed(2)} ms median, ${p95(writes).toFixed(2)} ms p95 ` +
      `(${batches} batches of 3 events; ${rows?.n} count rows)`,
  );

  const config = loadConfig({
    ...process.env,
    SEED: 'none',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-secret-that-is-long-enough-for-hmac-0123456789',
  });
  const app = await buildApp({ config, db: handle.db, pingDatabase: handle.ping, logger: false });
  await app.ready();
  const round: number[] = [];
  for (let i = 0; i < 100; i++) {
    const started = performance.now();
    const reply = await app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json', 'user-agent': PHONE },
      payload: JSON.stringify({ events: [{ type: 'page', path: '/store' }] }),
      remoteAddress: `203.0.113.${i}`,
    });
    round.push(performance.now() - started);
    if (reply.statusCode !== 204) throw new Error(`beacon answered ${reply.statusCode}`);
    await app.background.settled();
  }
  console.info(
    `beacon reply (throttle, validation, 204; the write after it): ${median(round).toFixed(2)} ms median, ` +
      `${p95(round).toFixed(2)} ms p95 (100 calls, in-process)`,
  );
  await app.close();
} finally {
  await handle.close().catch(() => {});
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
