// `npm run bench` (issue 5 §1): every figure of docs/benchmarks.md in one Markdown table, headed by the machine
// (cores, memory, Node) and the databases used. Prints progress on stderr-like lines starting with "…", then the
// table. Nothing here asserts a time; only 127.0.0.1 is contacted; scratch places are removed at the end.
//
//   npm run bench                          # full: 1,000 and 100,000 products, 1,000,000 order lines, 10 s loads
//   npm run bench -- --quick               # 1,000 products, 20,000 order lines, 3 s loads
//   npm run bench -- --only weight,api     # sections: weight,lighthouse,api,checkout,backoffice,coldstart
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench   # API also on PostgreSQL, and the
//                                          # back office on PostgreSQL (scratch databases bench_run_*)
//
// Options: --products 1000,100000  --lines 1000000  --duration 10  --connections 50  --buyers 50  --hot 10
//          --port 23400 (uses this port only)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { cardPaymentPhases } from './card-phases.mjs';
import {
  addToCartPhase,
  distinctCheckoutPhase,
  hotCheckoutPhase,
  prepareBuyers,
} from './checkout-phases.mjs';
import { HttpSession } from './http-session.mjs';
import {
  adminQuery,
  catalogueRequests,
  fmt,
  root,
  rssMb,
  run,
  scratch,
  seedBulk,
  startServer,
  stopServer,
  warmLoad,
} from './lib.mjs';
import { lighthouseRuns } from './lighthouse.mjs';

const SECTIONS = ['weight', 'lighthouse', 'api', 'checkout', 'cards', 'backoffice', 'coldstart'];
const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string', default: SECTIONS.join(',') },
    products: { type: 'string' },
    lines: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '50' },
    buyers: { type: 'string', default: '50' },
    hot: { type: 'string', default: '10' },
    port: { type: 'string', default: '23400' },
  },
});
const only = new Set(args.only.split(',').map((s) => s.trim()));
for (const s of only) if (!SECTIONS.includes(s)) throw new Error(`--only: ${s}? (${SECTIONS.join(',')})`);
const sizes = (args.products ?? (args.quick ? '1000' : '1000,100000')).split(',').map(Number);
const lines = Number(args.lines ?? (args.quick ? 20_000 : 1_000_000));
const duration = Number(args.duration ?? (args.quick ? 3 : 10));
const connections = Number(args.connections);
const buyers = Number(args.buyers);
const hot = Number(args.hot);
const port = Number(args.port);
if (sizes.some((n) => !Number.isInteger(n) || n < 100 || n > 1_000_000))
  throw new Error('--products: 100…1000000');
if (!(Number.isInteger(lines) && lines >= 1 && lines <= 10_000_000)) throw new Error('--lines: 1…10000000');
if (!(duration >= 1 && duration <= 120)) throw new Error('--duration: 1…120 seconds');
if (!(connections >= 1 && connections <= 500)) throw new Error('--connections: 1…500');
if (!(buyers >= 1 && buyers <= 1000 && hot >= 1 && hot < 10_000))
  throw new Error('--buyers 1…1000, --hot 1…9999');
if (!(port > 1024 && port < 32768)) throw new Error('--port: below 32768');

const usePg = Boolean(process.env.DATABASE_URL);
const log = (text) => console.error(`… ${text}`);
const n = (x) => Number(x).toLocaleString('en-US');
const kB = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} kB` : '—');
const ms = (x) => (Number.isFinite(x) ? `${x < 10 ? x.toFixed(1) : Math.round(x)} ms` : '—');
const rows = []; // [section, what, where, value]
const add = (section, what, where, value) => rows.push([section, what, where, value]);
const na = (section, what, error) => {
  log(`${section}: ${error?.stack ?? error}`);
  add(
    section,
    what,
    '',
    `n/a (${String(error?.message ?? error)
      .split('\n')[0]
      .slice(0, 160)})`,
  );
};
const loadAvg = [os.loadavg()];
const startedAt = new Date();
const benchStarted = performance.now();

// ---------- Header
let pgVersion = '';
if (usePg) {
  try {
    pgVersion = (await adminQuery('show server_version')).rows[0].server_version;
  } catch (error) {
    throw new Error(`DATABASE_URL is set but PostgreSQL does not answer: ${error.message}`);
  }
}

// ---------- 1. Storefront weight (bench/bundle-size.mjs --json)
if (only.has('weight')) {
  log('storefront weight: node bench/bundle-size.mjs --json');
  try {
    const out = spawnSync(process.execPath, ['bench/bundle-size.mjs', '--json'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 600_000,
    });
    const text = out.stdout ?? '';
    let report;
    try {
      report = JSON.parse(text.slice(text.indexOf('{')));
    } catch {
      throw new Error(
        `bench/bundle-size.mjs --json printed no JSON (exit ${out.status}); this version may not have --json yet`,
      );
    }
    // The four storefront pages since the first run, then whatever else the script measures (the blog, /Offers, a
    // product's reviews, a back-office screen), named by their address.
    const names = { store: '/store', product: 'product page', cart: '/Cart', checkout: 'checkout' };
    for (const page of Object.keys(names)) {
      if (!report.pages?.[page])
        add('Storefront weight', `first load, ${page}`, 'first load', 'n/a (not in the report)');
    }
    for (const [page, p] of Object.entries(report.pages ?? {})) {
      add(
        'Storefront weight',
        `first load, ${names[page] ?? p.url ?? page}`,
        'gzip / brotli',
        `JS ${kB(p.js_gzip)} / ${kB(p.js_brotli)}; CSS ${kB(p.css_gzip)} / ${kB(p.css_brotli)}`,
      );
    }
    const largest = (report.largest ?? []).slice(0, 5);
    add(
      'Storefront weight',
      `largest chunks (top ${largest.length})`,
      'gzip',
      largest.map((c) => `${path.basename(c.file)} ${kB(c.gzip)}`).join('; ') || '—',
    );
    const leaked = report.backoffice_in_storefront ?? [];
    add(
      'Storefront weight',
      'back-office modules in storefront chunks',
      'every storefront screen',
      leaked.length
        ? `${leaked.length}: ${leaked.map((m) => (typeof m === 'string' ? m : (m.module ?? JSON.stringify(m)))).join(', ')}`
        : 'none',
    );
  } catch (error) {
    na('Storefront weight', 'first load JS and CSS', error);
  }
}

// ---------- A production build of the web app, in a temporary folder (the shared apps/web/dist is left alone)
let webDist;
let webBuild;
if (only.has('lighthouse') || only.has('coldstart')) {
  // Inside apps/web, so that the server entry it builds finds the app's packages (decision 016).
  webBuild = mkdtempSync(path.join(root, 'apps/web/.bench-'));
  webDist = path.join(webBuild, 'dist');
  log(`building the web app into ${webBuild}`);
  try {
    const vite = (...args) =>
      run('npm', ['exec', '-w', '@shop/web', '--', 'vite', 'build', ...args], process.env, 600_000, {
        quiet: true,
      });
    vite('--outDir', webDist, '--emptyOutDir');
    vite('--ssr', 'src/entry-server.tsx', '--outDir', path.join(webBuild, 'dist-server'), '--emptyOutDir');
  } catch (error) {
    na('Lighthouse', 'web app build', error);
    webDist = undefined;
  }
}

// ---------- 6. Cold start (and the server Lighthouse audits)
if ((only.has('coldstart') || only.has('lighthouse')) && webDist) {
  const place = await scratch({ port, prefix: 'bench-cold-', extraEnv: { WEB_DIST: webDist } });
  let server;
  try {
    log('cold start, fresh embedded database (SEED=demo)');
    const fresh = await startServer(place.env, { readyPath: '/store' });
    server = fresh.server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssFresh = rssMb(server.pid);
    await stopServer(server);
    log('cold start, existing embedded database');
    const again = await startServer(place.env, { readyPath: '/store' });
    server = again.server;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAgain = rssMb(server.pid);
    if (only.has('coldstart')) {
      add('Cold start', 'spawn → first `GET /store` 200', 'PGlite, fresh DATA_DIR, SEED=demo', ms(fresh.ms));
      add('Cold start', 'spawn → first `GET /store` 200', 'PGlite, existing DATA_DIR', ms(again.ms));
      add('Memory', 'server RSS after start', 'PGlite, demo shop, fresh', `${fmt(rssFresh, 0)} MB`);
      add('Memory', 'server RSS after start', 'PGlite, demo shop, existing', `${fmt(rssAgain, 0)} MB`);
    }
    if (only.has('lighthouse')) {
      log('lighthouse');
      try {
        const first = await (await fetch(`${place.base}/api/store/products?per_page=1`)).json();
        const slug = first.data[0].slug;
        const pages = [`${place.base}/store`, `${place.base}/Products/${slug}`];
        for (const r of await lighthouseRuns(pages, log)) {
          const page = r.url.endsWith('/store') ? '/store' : 'product page';
          add(
            'Lighthouse',
            `${page}, ${r.profile}`,
            r.browser ? `PGlite, demo shop, ${r.browser}` : 'PGlite, demo shop',
            r.error
              ? `n/a (${r.error.slice(0, 120)})`
              : `median of ${r.runs}: score ${fmt(r.score, 0)}; LCP ${ms(r.lcp)}; TBT ${ms(r.tbt)} (${ms(r.tbtRange[0])} to ${ms(r.tbtRange[1])}); CLS ${fmt(r.cls, 3)}; benchmark index ${fmt(r.benchmarkIndex, 0)}`,
          );
        }
      } catch (error) {
        na('Lighthouse', '/store and product page', error);
      }
    }
  } catch (error) {
    na('Cold start', 'spawn → first page', error);
  } finally {
    await stopServer(server);
    await place.drop();
  }
}
if (webBuild) rmSync(webBuild, { recursive: true, force: true });

// ---------- Gift card payments (issue 15 §4): per database, on the demo shop, behind a trusted proxy
if (only.has('cards')) {
  for (const database of usePg ? [null, 'bench_run_cards'] : [null]) {
    const place = await scratch({ database, port, prefix: 'bench-cards-', extraEnv: { TRUST_PROXY: '1' } });
    let server;
    try {
      ({ server } = await startServer(place.env));
      log(`${place.kind}: gift card payments`);
      const r = await cardPaymentPhases(place.base, place.admin, { count: 20, orders: 8, log });
      const figure = (p) =>
        `${fmt(p.perSecond, 0)} payments/s; p50 ${ms(p.p50)}, p95 ${ms(p.p95)}; statuses ${statusText(p.statuses)}`;
      add('Cards', `20 buyers, own card each (${r.payments} payments)`, place.kind, figure(r.distinct));
      add('Cards', `20 buyers, one card (${r.payments} payments)`, place.kind, figure(r.oneCard));
    } catch (error) {
      na('Cards', 'gift card payments', error);
    } finally {
      await stopServer(server);
      await place.drop();
    }
  }
}

// ---------- 3, 4, 5. API, checkout, back office: per database and catalogue size
const databases = usePg ? [null, 'bench_run_pg'] : [null];
const backOfficeDb = usePg ? 'bench_run_pg' : null;
const biggest = Math.max(...sizes);
const wantApi = only.has('api');
const wantCheckout = only.has('checkout');
const wantBackOffice = only.has('backoffice');

for (const database of databases) {
  for (const size of sizes) {
    const doBackOffice = wantBackOffice && database === backOfficeDb && size === biggest;
    if (!wantApi && !wantCheckout && !doBackOffice) continue;
    const place = await scratch({ database, port, prefix: 'bench-run-' });
    const where = `${place.kind}, ${n(size)} products`;
    let server;
    try {
      log(`${where}: seeding`);
      const seeded = seedBulk(place.env, size, { quiet: true });
      add('Seeding', 'bulk catalogue (`npm run seed:bulk`)', where, `${fmt(seeded.ms / 1000)} s`);
      ({ server } = await startServer(place.env));
      const rssStart = rssMb(server.pid);
      if (wantApi) {
        const { scenarios } = await catalogueRequests(place.base);
        for (const [name, url] of scenarios) {
          log(`${where}: ${name}`);
          const r = await warmLoad(`${place.base}${url}`, duration, connections);
          add('API', name, where, apiFigure(r));
        }
        // As a browser asks for it (issue 13): the kept reply is sent from its brotli copy, compressed once.
        const [listName, listUrl] = scenarios[0];
        log(`${where}: ${listName}, brotli`);
        const compressed = await warmLoad(`${place.base}${listUrl}`, duration, connections, {
          headers: { 'accept-encoding': 'br, gzip', accept: 'application/json' },
        });
        add('API', `${listName}, \`Accept-Encoding: br, gzip\``, where, apiFigure(compressed));
      }
      if (wantApi || wantCheckout) {
        log(`${where}: preparing ${buyers} buyers`);
        const ctx = await prepareBuyers(place.base, place.admin, { buyers, hot, log });
        if (wantApi) {
          // Cart read: one buyer's cart holding one line, read by `connections` connections with its cookies.
          const reader = ctx.sessions[0];
          await reader.post('/api/cart', { product_id: ctx.own[0].id, quantity: 1 });
          log(`${where}: cart read`);
          const r = await warmLoad(`${place.base}/api/shop-cart-data`, duration, connections, {
            headers: { cookie: reader.cookieHeader(), accept: 'application/json' },
          });
          await reader.delete('/api/cart');
          add('API', 'cart read (`GET /api/shop-cart-data`, one line)', where, apiFigure(r));
          log(`${where}: add to cart`);
          const added = await addToCartPhase(ctx, duration);
          add('API', `add to cart (${buyers} buyers)`, where, phaseFigure(added));
        }
        log(`${where}: order creation`);
        const distinct = await distinctCheckoutPhase(ctx, duration);
        if (wantApi)
          add('API', `order creation (${buyers} buyers, own product each)`, where, phaseFigure(distinct));
        if (wantCheckout) {
          add('Checkout', `${buyers} buyers, ${buyers} distinct products`, where, phaseFigure(distinct));
          log(`${where}: hot product`);
          const c = await hotCheckoutPhase(ctx);
          add(
            'Checkout',
            `${buyers} buyers for ${hot} units of one product`,
            where,
            `${fmt(c.row.perSecond, 0)} orders/s; p95 ${ms(c.row.p95)}; ${c.sold} orders; **oversold ${c.oversold}**; statuses ${statusText(c.row.statuses)}`,
          );
        }
      }
      const rssAfter = rssMb(server.pid);
      if (only.has('coldstart') && (wantApi || wantCheckout))
        add(
          'Memory',
          'server RSS after start → after the API load',
          where,
          `${fmt(rssStart, 0)} → ${fmt(rssAfter, 0)} MB`,
        );
      if (doBackOffice) {
        await stopServer(server);
        server = undefined;
        log(`${where}: generating ${n(lines)} order lines`);
        const seededOrders = run(
          process.execPath,
          ['--import', 'tsx', 'bench/seed-orders.mjs', '--lines', String(lines)],
          place.env,
          3_600_000,
          { quiet: true },
        );
        const made = JSON.parse(/SEED_ORDERS_JSON (.*)/.exec(seededOrders.stdout)?.[1] ?? '{}');
        add(
          'Seeding',
          'order history (`bench/seed-orders.mjs`)',
          where,
          `${n(made.orders)} orders, ${n(made.lines)} lines in ${fmt(seededOrders.ms / 1000)} s`,
        );
        ({ server } = await startServer(place.env));
        await backOffice(place, `${where}, ${n(made.lines)} order lines`);
      }
    } catch (error) {
      na('API', where, error);
    } finally {
      await stopServer(server);
      await place.drop();
    }
  }
}

function apiFigure(r) {
  const bad =
    r.non2xx || r.errors ? `; **non-2xx ${r.non2xx} (${statusText(r.statuses)}), errors ${r.errors}**` : '';
  return `${fmt(r.rps, 0)} req/s; p50 ${ms(r.p50)}; p95 ${ms(r.p95)}; p99 ${ms(r.p99)}${bad}`;
}

function statusText(statuses) {
  return Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

function phaseFigure(r) {
  const bad = Object.keys(r.statuses).some((s) => Number(s) >= 300)
    ? `; statuses ${statusText(r.statuses)}`
    : '';
  return `${fmt(r.perSecond, 0)} ops/s; p50 ${ms(r.p50)}; p95 ${ms(r.p95)}; p99 ${ms(r.p99)}${bad}`;
}

/** The back office at scale: admin product list, admin order list with and without filters, over a bearer token. */
async function backOffice(place, where) {
  const session = new HttpSession(place.base);
  const login = await session.post('/api/login', {
    email: place.admin.email,
    password: place.admin.password,
    token_mode: true,
  });
  const token = login.json?.token;
  if (!token) throw new Error(`admin token login: ${login.status}`);
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const get = async (url) => (await fetch(`${place.base}${url}`, { headers })).json();
  const statuses = (await get('/api/admin/order-statuses?per_page=100')).data ?? [];
  const status = statuses[0];
  const day = (ago) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const conns = 10;
  // Who took the orders staff took (one in twenty of the generated ones: decision 099).
  const taker = (await get('/api/admin/orders?per_page=1&taken=staff')).data?.[0]?.placed_by?.id;
  const scenarios = [
    ['admin product list, first page of 20', '/api/admin/products?per_page=20'],
    ['admin order list, unfiltered, first page of 20', '/api/admin/orders?per_page=20'],
    ...(status
      ? [
          [
            `admin order list, status "${status.name}"`,
            `/api/admin/orders?per_page=20&status_id=${status.id}`,
          ],
        ]
      : []),
    ['admin order list, 30 days', `/api/admin/orders?per_page=20&date_from=${day(90)}&date_to=${day(60)}`],
    ['admin order list, taken by staff', '/api/admin/orders?per_page=20&taken=staff'],
    ...(taker
      ? [['admin order list, taken by one person', `/api/admin/orders?per_page=20&placed_by=${taker}`]]
      : []),
    // Searches that match no order: every row is read, the slowest a search can be.
    ['admin order list, search for a name nobody has', '/api/admin/orders?per_page=20&search=Eulalia'],
    ['admin order list, search for a phone nobody has', '/api/admin/orders?per_page=20&search=59871234'],
    ...(status
      ? [
          [
            `admin order list, status "${status.name}" and 30 days`,
            `/api/admin/orders?per_page=20&status_id=${status.id}&date_from=${day(90)}&date_to=${day(60)}`,
          ],
        ]
      : []),
  ];
  for (const [name, url] of scenarios) {
    log(`${where}: ${name}`);
    const first = await get(url);
    const total = first?.meta?.total;
    const r = await warmLoad(`${place.base}${url}`, duration, conns, { headers });
    add(
      'Back office',
      `${name} (${conns} connections)`,
      where,
      `p95 ${ms(r.p95)}; p50 ${ms(r.p50)}; ${fmt(r.rps, 0)} req/s; total count ${total === undefined ? '—' : n(total)}${r.non2xx || r.errors ? `; **non-2xx ${r.non2xx} (${statusText(r.statuses)}), errors ${r.errors}**` : ''}`,
    );
  }
  await reports(place, where, headers);
  await ordersExport(place, where, headers, day);
  await usersExport(place, where, headers);
  await ordersTogether(place, where, headers);
  await catalogueWork(place, where, headers);
}

/**
 * Decisions 100 and 101, as staff would do them (one connection): the picking list of a page of 100 open orders three
 * times, then three pages of 100 open orders (different ones each time) moved to the next status, each page in one
 * request. Before the catalogue work: it changes orders, not products.
 */
async function ordersTogether(place, where, headers) {
  const get = async (url) => (await fetch(`${place.base}${url}`, { headers })).json();
  const statuses = (await get('/api/admin/order-statuses?per_page=100')).data ?? [];
  const [from, to] = statuses.filter((status) => !status.is_final);
  if (!from || !to) return;
  const pages = [];
  for (let page = 1; page <= 3; page++) {
    const ids = (
      (await get(`/api/admin/orders?per_page=100&page=${page}&status_id=${from.id}`)).data ?? []
    ).map((order) => order.id);
    if (ids.length) pages.push(ids);
  }
  if (!pages.length) return;
  const picked = async () => {
    const response = await fetch(`${place.base}/api/admin/orders/picking-list?ids=${pages[0].join(',')}`, {
      headers,
    });
    const reply = await response.json().catch(() => ({}));
    if (response.status !== 200) return `**${response.status}**`;
    return `${reply.orders.length} orders, ${n(reply.products.length)} products`;
  };
  let next = 0;
  const moved = async () => {
    // Pages read before any moved: each run moves orders still in the first status.
    const ids = pages[next++ % pages.length];
    const response = await fetch(`${place.base}/api/admin/orders/status`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ ids, status_id: to.id }),
    });
    const reply = await response.json().catch(() => ({}));
    if (response.status !== 200) return `**${response.status}** ${reply.message ?? ''}`;
    return `${reply.changed.length} orders moved, ${reply.refused.length} refused`;
  };
  await timedSteps(where, [
    [`picking list, ${pages[0].length} orders`, picked, 3],
    [`status change, ${pages[0].length} orders at once`, moved, 3],
  ]);
}

/**
 * Decision 097: the orders list exported as staff would download it (one connection, the whole body read): thirty
 * days three times (median and slowest), and every order once.
 */
async function ordersExport(place, where, headers, day) {
  const exported = async (query) => {
    const response = await fetch(`${place.base}/api/admin/orders/export.csv${query}`, { headers });
    const text = await response.text();
    if (response.status !== 200) return `**${response.status}**`;
    const rows = text.split('\r\n').length - 2;
    return `${n(rows)} orders, ${(Buffer.byteLength(text) / 1_048_576).toFixed(1)} MB`;
  };
  await timedSteps(where, [
    ['orders export, 30 days', () => exported(`?date_from=${day(90)}&date_to=${day(60)}`), 3],
    ['orders export, every order', () => exported(''), 1],
  ]);
}

/**
 * Decision 103: the users list exported as staff would download it (one connection, the whole body read), every user
 * with their orders count and last order's day, three times (median and slowest).
 */
async function usersExport(place, where, headers) {
  const exported = async () => {
    const response = await fetch(`${place.base}/api/admin/users/export.csv`, { headers });
    const text = await response.text();
    if (response.status !== 200) return `**${response.status}**`;
    return `${n(text.split('\r\n').length - 2)} users, ${(Buffer.byteLength(text) / 1_048_576).toFixed(1)} MB`;
  };
  await timedSteps(where, [['users export, every user', exported, 3]]);
}

/**
 * Decisions 093 to 095, as staff would do them (one connection): a CSV of 500 new products checked three times
 * (median and slowest; each check writes every row in a transaction it then undoes) and then made once; those 500
 * exported, every price raised in the file, and the file checked three times and imported once (500 changes); the whole
 * catalogue exported three times; and the first 100 products' prices raised by 1 % three times. Last in the section:
 * they change the catalogue.
 */
async function catalogueWork(place, where, headers) {
  const get = async (url) => (await fetch(`${place.base}${url}`, { headers })).json();
  const category = (await get('/api/admin/categories?per_page=1')).data?.[0];
  if (!category) return;
  const stamp = Date.now() % 1_000_000;
  const lines = Array.from(
    { length: 500 },
    (_, i) => `Producto importado ${stamp}-${i};${category.name};${(i % 90) + 1},50;${i % 40}`,
  );
  const upload = (csv, dryRun) => {
    const body = new FormData();
    body.append('dry_run', String(dryRun));
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'productos.csv');
    return fetch(`${place.base}/api/admin/products/import`, { method: 'POST', headers, body });
  };
  const imported = async (csv, dryRun) => {
    const response = await upload(csv, dryRun);
    const reply = await response.json().catch(() => ({}));
    if (response.status !== 200) return `**${response.status}** ${reply.message ?? ''}`;
    const wrong = reply.rows.filter((row) => row.errors.length).length;
    return reply.dry_run
      ? `${reply.rows.length} rows checked, ${wrong} with errors`
      : `${reply.created} products made, ${reply.updated} changed`;
  };
  const exported = async (search) => {
    const response = await fetch(
      `${place.base}/api/admin/products/export.csv${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      { headers },
    );
    const text = await response.text();
    if (response.status !== 200) return { text: '', outcome: `**${response.status}**` };
    const rows = text.split('\r\n').length - 2;
    return { text, outcome: `${rows} products, ${(Buffer.byteLength(text) / 1024).toFixed(0)} kB` };
  };
  const made = `Nombre;Categoría;Precio;Existencias\r\n${lines.join('\r\n')}\r\n`;
  let changed = '';
  const slugs = ((await get('/api/admin/products?per_page=100')).data ?? []).map((p) => p.slug);
  const raise = async () => {
    const response = await fetch(`${place.base}/api/admin/products/price-change`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ slugs, percent: 1 }),
    });
    const reply = await response.json().catch(() => ({}));
    return response.status === 200 ? `${reply.changed} products changed` : `**${response.status}**`;
  };
  await timedSteps(where, [
    ['products import, 500 rows of CSV, check', () => imported(made, true), 3],
    ['products import, 500 rows of CSV, made', () => imported(made, false), 1],
    [
      'products export, the 500 just made',
      async () => {
        const { text, outcome } = await exported(`Producto importado ${stamp}`);
        // Every price up by one unit of the coin, as staff would retype a price list.
        changed = text.replace(/;(\d+),(\d\d);/g, (_, units, cents) => `;${Number(units) + 1},${cents};`);
        return outcome;
      },
      1,
    ],
    ['products import, 500 rows changing their price, check', () => imported(changed, true), 3],
    ['products import, 500 rows changing their price, saved', () => imported(changed, false), 1],
    ['products export, whole catalogue', async () => (await exported('')).outcome, 3],
    [`price change, ${slugs.length} products by 1 %`, raise, 3],
    // What the import and the raises above wrote into the price history (decision 108).
    [
      'price changes, first page of every product’s',
      async () => `${(await get('/api/admin/price-changes')).meta?.total ?? '?'} changes`,
      3,
    ],
    [
      'price changes export, every change',
      async () => {
        const response = await fetch(`${place.base}/api/admin/price-changes/export.csv`, { headers });
        const text = await response.text();
        if (response.status !== 200) return `**${response.status}**`;
        return `${text.split('\r\n').length - 2} changes, ${(Buffer.byteLength(text) / 1024).toFixed(0)} kB`;
      },
      3,
    ],
  ]);
}

/** Back-office steps as one person takes them, each `times` in a row: its time (median and slowest of three). */
async function timedSteps(where, steps) {
  for (const [name, call, times] of steps) {
    log(`${where}: ${name}`);
    const taken = [];
    let outcome = '';
    for (let i = 0; i < times; i++) {
      const started = performance.now();
      outcome = await call();
      taken.push(performance.now() - started);
    }
    taken.sort((a, b) => a - b);
    add(
      'Back office',
      name,
      where,
      times > 1
        ? `median ${ms(taken[1])}; slowest ${ms(taken[2])}; ${outcome}`
        : `${ms(taken[0])}; ${outcome}`,
    );
  }
}

/**
 * Issue 19 §3: every report's first page and its Excel file over the last 365 days of the generated history, each
 * asked three times in a row (median and slowest; one connection), as staff would open it.
 */
async function reports(place, where, headers) {
  const day = (ago) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const year = `from=${day(364)}&to=${day(0)}`;
  const month = `from=${day(29)}&to=${day(0)}`;
  const screens = [
    ['sale, a year per day', `/api/admin/reports/sale?${year}`],
    ['sale, a year per customer', `/api/admin/reports/sale?${year}&group=customer`],
    ['unify_sale, a year per point', `/api/admin/reports/sale?${year}&group=point`],
    ['salesaccounting, a year', `/api/admin/reports/sales-accounting?${year}`],
    ['orders, a year', `/api/admin/reports/orders?${year}`],
    ['soldProduct, a year, first page', `/api/admin/reports/sold-products?${year}`],
    ['inventory, first page', '/api/admin/reports/inventory'],
    ['movements, 30 days, first page', `/api/admin/reports/movements?${month}`],
    ['catalog, first page', '/api/admin/reports/catalog'],
    ['dashboard: sales card', '/api/admin/dashboard/sales'],
    ['dashboard: profit card', '/api/admin/dashboard/profit'],
    ['analytics: sales behaviour, a year', `/api/admin/analytics/sales-behaviour?${year}`],
    ['analytics: products most sold, a year', `/api/admin/analytics/products-most-sold?${year}`],
  ];
  const files = [
    ['sale, a year per day, Excel', `/api/admin/reports/sale/export?${year}&format=xlsx`],
    ['salesaccounting, a year, Excel', `/api/admin/reports/sales-accounting/export?${year}&format=xlsx`],
    ['orders, a year, Excel', `/api/admin/reports/orders/export?${year}&format=xlsx`],
    ['soldProduct, a year, Excel', `/api/admin/reports/sold-products/export?${year}&format=xlsx`],
    ['inventory, Excel', '/api/admin/reports/inventory/export?format=xlsx'],
    ['movements, 30 days, Excel', `/api/admin/reports/movements/export?${month}&format=xlsx`],
    ['catalog, Excel', '/api/admin/reports/catalog/export?format=xlsx'],
    ['soldProduct, a year, PDF', `/api/admin/reports/sold-products/export?${year}&format=pdf`],
    ['inventory, PDF', '/api/admin/reports/inventory/export?format=pdf'],
  ];
  for (const [group, list] of [
    ['Reports', screens],
    ['Reports (Excel)', files],
  ]) {
    for (const [name, url] of list) {
      log(`${where}: ${name}`);
      const times = [];
      let status = 0;
      let bytes = 0;
      let rows;
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const response =
          group === 'Reports'
            ? await fetch(`${place.base}${url}`, { headers })
            : await madeFile(place, url, headers);
        rows = response.rows;
        bytes = (await response.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
        status = response.status;
      }
      times.sort((a, b) => a - b);
      add(
        group,
        name,
        where,
        `${status === 200 ? '' : `**${status}** `}median ${ms(times[1])}; slowest ${ms(times[2])}; ${n(bytes)} B${rows === undefined ? '' : `; ${n(rows)} rows`}`,
      );
    }
  }
}

/**
 * A report's file as staff get it (decision 036): queued by `POST` on its export path, its job asked after every
 * 100 ms until made, then downloaded. Timed from the click to the last byte.
 */
async function madeFile(place, url, headers) {
  const queued = await fetch(`${place.base}${url}`, { method: 'POST', headers });
  if (queued.status !== 202) return queued;
  const { id } = await queued.json();
  for (;;) {
    const job = await (await fetch(`${place.base}/api/admin/reports/exports/${id}`, { headers })).json();
    if (job.status === 'failed') return new Response(null, { status: 500 });
    if (job.status === 'done') {
      const file = await fetch(`${place.base}/api/admin/reports/exports/${id}/file`, { headers });
      file.rows = job.rows_done;
      return file;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// ---------- The table
loadAvg.push(os.loadavg());
const cores = os.cpus().length;
const memory = `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`;
const dbText = usePg ? `PGlite (embedded) and PostgreSQL ${pgVersion} at 127.0.0.1` : 'PGlite (embedded)';
const totalMin = (performance.now() - benchStarted) / 60_000;
let osName = os.type();
try {
  osName = /PRETTY_NAME="([^"]+)"/.exec(readFileSync('/etc/os-release', 'utf8'))?.[1] ?? osName;
} catch {
  // not Linux
}
console.info(
  `\n**${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC** · ${cores} cores · ${memory} memory · Node ${process.version} · ${osName} · databases: ${dbText}`,
);
console.info(
  `\n${args.quick ? '`--quick`' : 'full run'}: ${sizes.map(n).join(' and ')} products, ${duration} s per load after a 2 s warm-up, ${connections} connections (back office: 10), ${buyers} buyers; load average ${loadAvg[0].map((x) => x.toFixed(1)).join(' / ')} at the start, ${loadAvg[1].map((x) => x.toFixed(1)).join(' / ')} at the end (1 / 5 / 15 min); the whole run took ${totalMin.toFixed(1)} min.\n`,
);
console.info('| section | measure | where | figures |');
console.info('|---|---|---|---|');
for (const [section, what, where, value] of rows)
  console.info(`| ${section} | ${what} | ${where} | ${value} |`);
