// EXPLAIN (ANALYZE, BUFFERS) of the SQL the storefront really runs: builds the real app on the configured database
// (DATA_DIR or DATABASE_URL, as the server), records every query drizzle sends while answering each request, and
// explains those that read the products table. Run by bench/catalogue.mjs after the load test (the server is
// stopped first: an embedded PGlite store has one user at a time). Prints plain text; exits 0 whatever the plans.
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';

const [, , detailSlug = ''] = process.argv;
const requests: Array<[string, string]> = [
  ['list (first page of 20)', '/api/store/products?per_page=20'],
  // A retail shopper's offers: the products flagged or priced by an offer that reaches them (onOfferFor).
  ['offers (first page of 20)', '/api/store/products?per_page=20&in_offer=true'],
  ['search "cámara"', `/api/store/products?per_page=20&search=${encodeURIComponent('cámara')}`],
  ['search "camara"', '/api/store/products?per_page=20&search=camara'],
  ['product detail', `/api/store/products/${encodeURIComponent(detailSlug)}`],
];

interface Captured {
  query: string;
  params: unknown[];
}
interface Client {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'db'),
});
const captured: Captured[] = [];
// drizzle keeps its logger on the session and asks it at every query: swapping it records the SQL the services
// send, without changing how the app opens its database.
const session = (handle.db as unknown as { session: { logger: unknown } }).session;
session.logger = { logQuery: (query: string, params: unknown[]) => captured.push({ query, params }) };
const client = (handle.db as unknown as { $client: Client }).$client;

const app = await buildApp({ config, db: handle.db, pingDatabase: handle.ping, logger: false });
await app.ready();

let seqScans = 0;
for (const [label, url] of requests) {
  // The first request is recorded: a second would be answered from the kept replies (decision 010) and send no SQL.
  // Each recorded query is then run again under EXPLAIN ANALYZE, on warm buffers.
  captured.length = 0;
  const reply = await app.inject({ method: 'GET', url });
  console.info(`\n### ${label}: GET ${url} → ${reply.statusCode}`);
  const reads = captured.filter((c) => /from "products"|join "products"/i.test(c.query));
  for (const [i, { query, params }] of reads.entries()) {
    console.info(`\n-- query ${i + 1} of ${reads.length}: ${query.replace(/\s+/g, ' ').slice(0, 300)}…`);
    const plan = await client.query(`explain (analyze, buffers) ${query}`, params);
    const lines = plan.rows.map((row) => String(Object.values(row)[0]));
    console.info(lines.join('\n'));
    if (lines.some((line) => /Seq Scan on products\b/.test(line))) {
      seqScans += 1;
      console.info('!! a sequential scan of products serves this query');
    }
  }
}
console.info(
  seqScans
    ? `\n${seqScans} products queries use a sequential scan.`
    : '\nEvery products query is served by an index.',
);
await app.close();
await handle.close();
