// Cart and checkout benchmark (issue 4 §5, issue 5 §1): on a demo shop with a generated catalogue, N signed-in buyers
// (real sessions, anti-forgery tokens) run at once:
//   1. add to cart — each buyer adds one unit of a random product and empties the cart again, for --duration s;
//   2. checkout, distinct products — each buyer adds one unit of its own product and places a pickup order;
//   3. checkout, one hot product — every buyer tries to buy one of the last --hot units at the same moment.
// Prints operations per second, latency percentiles, status counts and the oversell count (orders beyond the
// stock, and units held or sold beyond it), which must be 0. The phases live in bench/checkout-phases.mjs, which
// `npm run bench` (bench/run.mjs) also uses.
//
//   node bench/checkout.mjs [--pg] [--buyers 100] [--duration 10] [--hot 20] [--products 1000] [--port 23200]
//
// PGlite by default (temporary DATA_DIR); with --pg or DATABASE_URL, a scratch database `bench_checkout` on the local
// PostgreSQL, dropped afterwards. Asserts nothing.
import { parseArgs } from 'node:util';
import {
  addToCartPhase,
  distinctCheckoutPhase,
  hotCheckoutPhase,
  prepareBuyers,
} from './checkout-phases.mjs';
import { fmt, scratch, seedBulk, startServer, stopServer } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    buyers: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    hot: { type: 'string', default: '20' },
    products: { type: 'string', default: '1000' },
    port: { type: 'string', default: '23200' },
  },
});
const buyers = Number(args.buyers);
const duration = Number(args.duration);
const hot = Number(args.hot);
const products = Number(args.products);
const port = Number(args.port);
if (!(buyers >= 1 && buyers <= 1000)) throw new Error('--buyers: 1…1000');
if (!(duration >= 1 && duration <= 120)) throw new Error('--duration: 1…120 seconds');
if (!(hot >= 1 && hot <= 10_000)) throw new Error('--hot: 1…10000');
if (!(products >= 100 && products <= 1_000_000)) throw new Error('--products: 100…1000000');
if (!(port > 1024 && port < 32768)) throw new Error('--port: below 32768');

const usePg = args.pg || Boolean(process.env.DATABASE_URL);
const place = await scratch({ database: usePg ? 'bench_checkout' : null, port, prefix: 'bench-checkout-' });
let server;
try {
  console.info(`== seeding ${products} products (${place.kind})`);
  seedBulk(place.env, products);
  ({ server } = await startServer(place.env));
  const ctx = await prepareBuyers(place.base, place.admin, { buyers, hot });
  const rows = [await addToCartPhase(ctx, duration), await distinctCheckoutPhase(ctx, duration)];
  const contention = await hotCheckoutPhase(ctx);
  rows.push(contention.row);

  console.info(
    `\n${buyers} buyers, ${duration} s per phase, ${place.kind}, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.info('| phase | ops/s (2xx) | p50 ms | p95 ms | statuses |');
  console.info('|---|---:|---:|---:|---|');
  for (const r of rows)
    console.info(
      `| ${r.name} | ${fmt(r.perSecond, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${JSON.stringify(r.statuses)} |`,
    );
  console.info(
    `\nHot product: ${hot} units, ${contention.sold} orders placed, real ${contention.real}, held ${contention.held}; oversold: ${contention.oversold}`,
  );
} finally {
  await stopServer(server);
  await place.drop();
}
