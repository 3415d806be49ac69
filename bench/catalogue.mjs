// Storefront catalogue benchmark (SPEC issue 3 §5): for each catalogue size, fills a scratch database with
// `npm run seed:bulk`, starts the real server on it, loads the product list (first page of 20, prices in both coins,
// main picture), a product page and search (with and without accents) with autocannon, prints req/s and latency
// percentiles, then EXPLAIN (ANALYZE, BUFFERS) of the SQL behind each request.
//
//   node bench/catalogue.mjs [--products 1000,100000] [--pg] [--connections 50] [--duration 10] [--port 23100]
//
// PGlite by default (a temporary DATA_DIR, removed afterwards). With --pg (or DATABASE_URL set) it uses the
// PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), creating the scratch database
// `bench_catalogue` and dropping it afterwards. Only 127.0.0.1 is ever contacted. Prints figures; asserts nothing.
import { parseArgs } from 'node:util';
import {
  catalogueRequests,
  fmt,
  run,
  scratch as scratchPlace,
  seedBulk,
  startServer as startReal,
  stopServer,
  warmLoad,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '1000,100000' },
    pg: { type: 'boolean', default: false },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    port: { type: 'string', default: '23100' },
  },
});
const sizes = args.products.split(',').map(Number);
const connections = Number(args.connections);
const duration = Number(args.duration);
const port = Number(args.port);
if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 1_000_000))
  throw new Error('--products: 1…1000000');
if (!(connections >= 1 && connections <= 500)) throw new Error('--connections: 1…500');
if (!(duration >= 1 && duration <= 120)) throw new Error('--duration: 1…120 seconds');
if (!(port > 1024 && port < 32768))
  throw new Error('--port: below 32768 (the ephemeral range is taken at random)');

const usePg = args.pg || Boolean(process.env.DATABASE_URL);

/** A fresh place for one catalogue (bench/lib.mjs): a temporary DATA_DIR, or `bench_catalogue` on PostgreSQL. */
const scratch = () =>
  scratchPlace({ database: usePg ? 'bench_catalogue' : null, port, prefix: 'bench-catalogue-' });
const startServer = async (env) => (await startReal(env)).server;
const rows = [];

for (const size of sizes) {
  const place = await scratch();
  const label = `${size.toLocaleString('en-US')} products, ${usePg ? 'PostgreSQL' : 'PGlite'}`;
  try {
    console.info(`\n== ${label}: seeding`);
    seedBulk(place.env, size);
    const server = await startServer(place.env);
    let detail;
    try {
      let scenarios;
      ({ detail, scenarios } = await catalogueRequests(place.base));
      for (const [name, url] of scenarios) {
        const r = await warmLoad(`${place.base}${url}`, duration, connections); // 2 s warm-up, not counted
        rows.push({ label, name, ...r });
        console.info(
          `${name}: ${fmt(r.rps, 0)} req/s, p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(r.p99)} ms`,
        );
      }
    } finally {
      await stopServer(server);
    }
    console.info(`\n== ${label}: EXPLAIN (ANALYZE, BUFFERS) of the storefront's SQL`);
    run(process.execPath, ['--import', 'tsx', 'bench/explain-catalogue.ts', detail], place.env, 300_000);
  } finally {
    await place.drop();
  }
}

console.info(
  `\n${connections} connections, ${duration} s per request, ${new Date().toISOString().slice(0, 10)}\n`,
);
console.info('| catalogue | request | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |');
console.info('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.info(
    `| ${r.label} | ${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx} | ${r.errors} |`,
  );
}
