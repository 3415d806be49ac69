// Crash check (issue 5 §3): on PostgreSQL, SIGKILLs the real server in the middle of an order load, restarts it on
// the same database and checks that nothing acknowledged was lost and that no stock unit appeared or vanished.
//
//   node scripts/crash-check.mjs [--require-pg] [--shoppers 40] [--kill-after 1500-3000 ms] [--port 23300]
//
// 1. A scratch database `crash_check_<pid>` on the local PostgreSQL (DATABASE_URL's server and user, else
//    postgres@ or root@127.0.0.1:5432), a temporary DATA_DIR, the server on 127.0.0.1 (first free port from 23300).
// 2. Set-up through the API: pickup at one point of sale, inventory discounted at "Confirmado", three simple
//    products (1,000, 1,000 and a scarce 40 units), N customers signed in with their own sessions.
// 3. Load: every shopper loops add to cart (1–3 units of one or two products, now and then emptying the cart) and
//    place a pickup order with a fresh Idempotency-Key; staff move acknowledged orders to "Confirmado" (sold) or
//    "Cancelado" (given back). At a random moment (1.5–3 s in, and once 20 orders and 5 status moves are
//    acknowledged) the server gets SIGKILL with requests in flight; those requests have an unknown outcome.
// 4. Restart on the same database. Every shopper whose order request had an unknown outcome retries it with the
//    same key and body (as a client would): it must get 201, the stored order if it committed, a new one if not
//    (or "cart empty" when none of that round's adds to cart had been acknowledged: the scarce product ran out).
// 5. Checks (SQL on the scratch database, and the admin API): every acknowledged order (2xx) exists with the lines
//    its reply listed; no order without lines, no line without an order, one order per key; acknowledged status
//    moves are kept and every order's stock flags agree with its status; for every stock row
//      real_quantity + sold == starting stock   (sold: units of orders whose stock was discounted)
//      held_quantity == units in cart lines + units of orders that hold stock
//      0 <= held_quantity <= real_quantity,  availability == real − held
//    i.e. free + reserved + sold == starting stock. Prints a report; exits 1 on any violation.
// Without a reachable PostgreSQL it says so and exits 0, unless --require-pg. All traffic goes to 127.0.0.1; the
// server, database and temporary folder are removed at the end, also on failure or Ctrl-C. Bounded to 170 s.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { HttpSession } from '../bench/http-session.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    'require-pg': { type: 'boolean', default: false },
    shoppers: { type: 'string', default: '40' },
    'kill-after': { type: 'string' },
    port: { type: 'string', default: '23300' },
  },
});
const shopperCount = Number(args.shoppers);
const killAfterMs =
  args['kill-after'] === undefined ? 1500 + Math.random() * 1500 : Number(args['kill-after']);
if (!(shopperCount >= 1 && shopperCount <= 200)) throw new Error('--shoppers: 1…200');
if (!(killAfterMs >= 100 && killAfterMs <= 20_000)) throw new Error('--kill-after: 100…20000 ms');
const TIME_LIMIT_MS = 170_000;
const READY_LIMIT_MS = 60_000;
/** After --kill-after, the kill waits (up to this long) until 20 orders and 5 status moves are acknowledged. */
const KILL_WAIT_LIMIT_MS = 15_000;
const STOCK = { first: 1000, second: 1000, scarce: 40 };
const SCRATCH = `crash_check_${process.pid}`;
const CART_EMPTY = ['El carrito está vacío', 'The cart is empty'];
const started = performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL: which server and user, and is it there.

const candidates = process.env.DATABASE_URL
  ? [process.env.DATABASE_URL]
  : ['postgres://postgres@127.0.0.1:5432/test', 'postgres://root@127.0.0.1:5432/test'];
for (const url of candidates) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host))
    throw new Error(`The crash check only talks to a local PostgreSQL, not ${host}`);
}

async function query(url, text, params) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

let adminUrl;
for (const url of candidates) {
  try {
    await query(url, 'select 1');
    adminUrl = url;
    break;
  } catch {
    // next candidate
  }
}
if (!adminUrl) {
  const message = `PostgreSQL is not reachable (${candidates.map((u) => new URL(u).host).join(', ')}): crash check`;
  if (args['require-pg']) {
    console.error(`${message} failed (--require-pg).`);
    process.exit(1);
  }
  console.info(`${message} skipped.`);
  process.exit(0);
}
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = `/${SCRATCH}`;

// ---------------------------------------------------------------------------------------------------------------
// Clean-up, whatever happens.

let server;
let dataDir;
let databaseMade = false;
let cleaning;
const serverLog = [];

function cleanUp() {
  cleaning ??= (async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (databaseMade) {
      try {
        await query(adminUrl, `drop database if exists ${SCRATCH} with (force)`);
      } catch (error) {
        console.error(`Could not drop the scratch database ${SCRATCH}: ${error.message}`);
      }
    }
  })();
  return cleaning;
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    cleanUp().finally(() => process.exit(code));
  });
}
const watchdog = setTimeout(() => {
  console.error(`Crash check: over ${seconds(TIME_LIMIT_MS)}, giving up.`);
  printServerLog();
  cleanUp().finally(() => process.exit(1));
}, TIME_LIMIT_MS);

function printServerLog() {
  if (!serverLog.length) return;
  console.error('--- last lines of the server output ---');
  console.error(serverLog.join('\n'));
}

// ---------------------------------------------------------------------------------------------------------------
// The server.

async function freePort(from) {
  for (let port = from; port < from + 20; port++) {
    const free = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}…${from + 19}`);
}

const port = await freePort(Number(args.port));
const base = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'crash@shop.local', password: `Crash${randomBytes(8).toString('hex')}1` };
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: scratchUrl.toString(),
  SEED: 'none',
  LOG_LEVEL: 'warn',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};
for (const name of ['REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'WEB_DIST']) delete env[name];

function keepOutput(stream) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    serverLog.push(...lines.map((l) => l.slice(0, 400)));
    serverLog.splice(0, Math.max(0, serverLog.length - 40));
  });
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = child;
  keepOutput(child.stdout);
  keepOutput(child.stderr);
  const deadline = Date.now() + READY_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server stopped while starting (${child.exitCode ?? child.signalCode})`);
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`The server was not ready within ${seconds(READY_LIMIT_MS)}`);
}

/** One request whose outcome may be unknown: a connection error (the server died) gives status 0. */
let inFlight = 0;
async function attempt(session, method, url, body, headers) {
  inFlight++;
  try {
    return await session.request(method, url, body, headers);
  } catch (error) {
    return { status: 0, error: error.cause?.code ?? error.message };
  } finally {
    inFlight--;
  }
}

async function must(promise, expected, what) {
  const reply = await promise;
  if (reply.status !== expected)
    throw new Error(`${what}: expected ${expected}, got ${reply.status} ${JSON.stringify(reply.json)}`);
  return reply.json;
}

// ---------------------------------------------------------------------------------------------------------------
// The run.

const violations = [];
const fail = (message) => violations.push(message);
let exitCode = 1;

try {
  await query(adminUrl, `drop database if exists ${SCRATCH} with (force)`);
  await query(adminUrl, `create database ${SCRATCH}`);
  databaseMade = true;
  dataDir = mkdtempSync(path.join(tmpdir(), 'crash-check-'));
  env.DATA_DIR = dataDir;

  console.info(`== crash check on PostgreSQL ${new URL(adminUrl).host}, database ${SCRATCH}, port ${port}`);
  await startServer();
  const serverAtStart = server;

  // Set-up: the shop, its products, its customers.
  const admin = new HttpSession(base);
  await must(admin.post('/api/login', ADMIN), 200, 'admin login');
  const category = await must(admin.post('/api/admin/categories', { name: 'Crash' }), 201, 'category');
  await must(
    admin.put('/api/admin/settings/shipment', {
      home_delivery: true,
      local_pickup: true,
      pickup_address: 'Calle 23 y L, Vedado',
      provinces: [{ province: 'la-habana', municipalities: [] }],
      price_fixed: 500,
      paid_for_kilometers: false,
      price_per_km: 0,
      per_km_strategy_calculation: 'straight_line',
      shipment_unit_range: [],
      price_fixed_threshold: 0,
      min_import_for_free_shipping: 0,
      free_shipping_message: 'Envío gratis desde {amount}',
      max_quantity_for_home_shipping: null,
      count_shipment: true,
      courier_min_business_days: 1,
      custom_date_gift_price: 0,
      store_location: { longitude: -82.3666, latitude: 23.1136 },
      max_delivery_distance_km: 30,
    }),
    200,
    'shipment settings',
  );
  const point = await must(
    admin.post('/api/admin/point-of-sales', {
      name: 'Tienda Vedado',
      address: 'Calle 23 No. 456, Vedado',
      province: 'la-habana',
      municipality: 'la-habana/plaza-de-la-revolucion',
      longitude: -82.3849,
      latitude: 23.1252,
      phones: ['+5378301234'],
      schedule: [{ weekday: 2, opens: '09:00', closes: '17:00' }],
      use_for_local_pickup: true,
      active: true,
    }),
    201,
    'point of sale',
  );
  const statusList = (await must(admin.get('/api/admin/order-statuses?per_page=100'), 200, 'statuses')).data;
  const statusId = Object.fromEntries(statusList.map((s) => [s.name, s.id]));
  if (!statusId.Confirmado || !statusId.Cancelado) throw new Error('statuses Confirmado / Cancelado missing');
  await must(
    admin.put('/api/admin/settings/orders', {
      payment_timeout: 60,
      cart_item_timeout: 60,
      prepayment_percentage: 50,
      guest_hold_share_percent: 20,
      guest_hold_max_units: 10,
      address_hold_max_units: 30,
      review_images: 3,
      inventory_discount_status_id: statusId.Confirmado,
    }),
    200,
    'order settings',
  );
  const products = [];
  for (const [key, quantity] of Object.entries(STOCK)) {
    const made = await must(
      admin.post('/api/admin/products', {
        name: `Crash ${key}`,
        category_id: category.id,
        regular_price: 1000,
        real_quantity: quantity,
      }),
      201,
      `product ${key}`,
    );
    products.push({ id: made.id, name: key, start: quantity });
  }
  const customerRole = (await must(admin.get('/api/admin/roles?per_page=100'), 200, 'roles')).data.find(
    (r) => r.key === 'customer',
  );
  const shoppers = await Promise.all(
    Array.from({ length: shopperCount }, async (_, i) => {
      const email = `shopper${i}@crash.local`;
      const password = 'Password123';
      await must(
        admin.post('/api/admin/users', {
          name: 'Crash',
          lastname: `Shopper ${i}`,
          email,
          password,
          role_id: customerRole.id,
        }),
        201,
        'customer',
      );
      const session = new HttpSession(base);
      await must(session.post('/api/login', { email, password }), 200, 'customer login');
      return session;
    }),
  );
  console.info(
    `   set-up done in ${seconds(performance.now() - started)}: ${products.length} products, ${shopperCount} shoppers`,
  );

  // Load, and SIGKILL in the middle of it.
  const orderBody = { delivery_method: 'pickup', point_of_sale_id: point.id, pay_form: 'cash_on_pickup' };
  const placed = []; // every order request: { shopper, key, status, order }
  const moves = []; // every status change staff asked for: { id, target, status }
  const acknowledgedQueue = [];
  const statuses = {};
  const count = (what, status) => {
    const key = `${what} ${status || 'unknown'}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  };
  let killed = false;

  const shopperLoop = async (session, index) => {
    while (!killed) {
      const chosen = Math.random() < 0.3 ? products.slice(0, 2) : [pick(products)];
      let cartFilled = false;
      for (const product of chosen) {
        const quantity = 1 + Math.floor(Math.random() * 3);
        const added = await attempt(session, 'POST', '/api/cart', { product_id: product.id, quantity });
        count('cart', added.status);
        if (added.status === 0) return;
        if (added.status === 200) cartFilled = true;
      }
      if (Math.random() < 0.1) {
        const emptied = await attempt(session, 'DELETE', '/api/cart');
        count('empty cart', emptied.status);
        if (emptied.status === 0) return;
        continue;
      }
      const key = randomUUID();
      const reply = await attempt(session, 'POST', '/api/orders', orderBody, { 'idempotency-key': key });
      count('order', reply.status);
      const record = {
        shopper: index,
        key,
        cartFilled,
        status: reply.status,
        order: reply.status === 201 ? reply.json : null,
      };
      placed.push(record);
      if (record.order) acknowledgedQueue.push(record.order.id);
      if (reply.status === 0) return;
    }
  };
  const staffLoop = async () => {
    while (!killed) {
      const id = acknowledgedQueue.shift();
      if (id === undefined) {
        await sleep(10);
        continue;
      }
      const target = Math.random() < 0.7 ? statusId.Confirmado : statusId.Cancelado;
      const reply = await attempt(admin, 'PUT', `/api/admin/orders/${id}/status`, { status_id: target });
      count('status', reply.status);
      moves.push({ id, target, status: reply.status });
      if (reply.status === 0) return;
    }
  };

  console.info(
    `== load: ${shopperCount} shoppers and four staff loops; SIGKILL after ${Math.round(killAfterMs)} ms`,
  );
  const loadStarted = performance.now();
  let atKill = null;
  const killer = (async () => {
    await sleep(killAfterMs);
    // Some orders sold or cancelled already, so that the crash meets every kind of stock move.
    const limit = performance.now() + KILL_WAIT_LIMIT_MS;
    while (
      performance.now() < limit &&
      !(placed.filter((p) => p.order).length >= 20 && moves.filter((m) => m.status === 200).length >= 5)
    )
      await sleep(20);
    if (serverAtStart.exitCode !== null || serverAtStart.signalCode !== null) return;
    atKill = {
      inFlight,
      acknowledged: placed.filter((p) => p.order).length,
      ms: performance.now() - loadStarted,
    };
    const exited = new Promise((resolve) => serverAtStart.once('exit', resolve));
    serverAtStart.kill('SIGKILL');
    killed = true;
    await exited;
  })();
  serverAtStart.once('exit', () => {
    killed = true;
  });
  await Promise.all([...shoppers.map(shopperLoop), ...Array.from({ length: 4 }, staffLoop), killer]);
  if (!atKill) throw new Error('The server stopped on its own before it was killed');
  console.info(
    `   killed after ${Math.round(atKill.ms)} ms with ${atKill.inFlight} requests in flight, ` +
      `${atKill.acknowledged} orders acknowledged; replies: ${JSON.stringify(statuses)}`,
  );
  for (const [key, n] of Object.entries(statuses))
    if (/ 5\d\d$/.test(key)) fail(`${n} server errors before the crash (${key})`);
  if (atKill.inFlight === 0) console.warn('   warning: no request was in flight at the kill');

  // Restart, and the retries of the requests whose outcome was unknown.
  const restartStarted = performance.now();
  await startServer();
  const restartMs = performance.now() - restartStarted;
  console.info(`== restarted in ${seconds(restartMs)}`);

  const unknown = placed.filter((p) => p.status === 0);
  const maxBefore = Number(
    (await query(scratchUrl.toString(), 'select coalesce(max(id), 0) as m from orders'))[0].m,
  );
  let replayedStored = 0;
  let replayedNew = 0;
  await Promise.all(
    unknown.map(async (record) => {
      const reply = await attempt(shoppers[record.shopper], 'POST', '/api/orders', orderBody, {
        'idempotency-key': record.key,
      });
      record.retry = reply.status;
      if (reply.status !== 201) {
        // Refused as an empty cart: right only if no add to cart of that round was acknowledged (the scarce
        // product ran out); otherwise the cart lines the order would have taken are gone without an order.
        const empty = reply.status === 422 && CART_EMPTY.includes(reply.json?.message);
        if (!empty || record.cartFilled)
          fail(`retry of unknown order key ${record.key}: ${reply.status} ${JSON.stringify(reply.json)}`);
        return;
      }
      record.order = reply.json;
      if (reply.json.id <= maxBefore) replayedStored++;
      else replayedNew++;
    }),
  );
  const acknowledged = placed.filter((p) => p.order);
  // A few acknowledged keys again: the same order must come back.
  for (const record of acknowledged.filter((p) => p.status === 201).slice(0, 20)) {
    const reply = await attempt(shoppers[record.shopper], 'POST', '/api/orders', orderBody, {
      'idempotency-key': record.key,
    });
    if (reply.status !== 201 || reply.json?.id !== record.order.id)
      fail(
        `replay of key ${record.key} (order ${record.order.id}): ${reply.status}, order ${reply.json?.id}`,
      );
  }

  // Checks on the database.
  const db = new pg.Client({ connectionString: scratchUrl.toString() });
  await db.connect();
  let figures;
  try {
    const ids = acknowledged.map((p) => p.order.id);
    if (new Set(ids).size !== ids.length) fail('two acknowledged requests got the same order');
    const lines = await db.query(
      `select o.id, l.product_id, l.variation_id, l.quantity
         from orders o left join order_lines l on l.order_id = o.id where o.id = any($1::int[])`,
      [ids],
    );
    const found = new Map();
    for (const row of lines.rows) {
      const list = found.get(row.id) ?? [];
      if (row.product_id !== null) list.push(`${row.product_id}:${row.variation_id ?? 0}x${row.quantity}`);
      found.set(row.id, list);
    }
    let missing = 0;
    for (const { order } of acknowledged) {
      const stored = found.get(order.id);
      if (!stored) {
        missing++;
        fail(`acknowledged order ${order.id} (${order.order_id}) is missing`);
        continue;
      }
      const replied = order.lines.map((l) => `${l.product_id}:${l.variation_id ?? 0}x${l.quantity}`);
      if (stored.sort().join() !== replied.sort().join())
        fail(`order ${order.id}: lines ${stored.join()} in the database, ${replied.join()} in its reply`);
    }

    const [shape] = (
      await db.query(`select
        (select count(*) from orders)::int as orders,
        (select count(*) from orders o where not exists (select 1 from order_lines l where l.order_id = o.id))::int
          as without_lines,
        (select count(*) from order_lines l where not exists (select 1 from orders o where o.id = l.order_id))::int
          as orphan_lines,
        (select count(*) from idempotency_keys where order_id is not null)::int as keyed,
        (select count(*) from idempotency_keys where order_id is null or reply is null)::int as keys_without_order,
        (select count(*) from orders where holds_stock and stock_discounted)::int as held_and_sold`)
    ).rows;
    if (shape.without_lines) fail(`${shape.without_lines} orders without lines`);
    if (shape.orphan_lines) fail(`${shape.orphan_lines} order lines without their order`);
    if (shape.keys_without_order) fail(`${shape.keys_without_order} idempotency keys without their order`);
    if (shape.keyed !== shape.orders) fail(`${shape.orders} orders but ${shape.keyed} keys naming one`);
    if (shape.held_and_sold) fail(`${shape.held_and_sold} orders both holding and discounted`);

    // Acknowledged status moves are kept; every order's stock flags agree with its status.
    const rows = (
      await db.query(
        `select o.id, o.status_id, o.holds_stock, o.stock_discounted, s.role, s.position,
                s.counts_against_availability, (select position from order_statuses where id = $1) as discount_at
           from orders o join order_statuses s on s.id = o.status_id`,
        [statusId.Confirmado],
      )
    ).rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const move of moves.filter((m) => m.status === 200))
      if (byId.get(move.id)?.status_id !== move.target)
        fail(`order ${move.id}: status ${byId.get(move.id)?.status_id}, staff were told ${move.target}`);
    for (const r of rows) {
      const expected =
        r.role === 'cancelled'
          ? [false, false]
          : r.position >= r.discount_at
            ? [false, true]
            : [r.counts_against_availability, false];
      if (r.holds_stock !== expected[0] || r.stock_discounted !== expected[1])
        fail(
          `order ${r.id} in status ${r.status_id}: holds ${r.holds_stock}, discounted ${r.stock_discounted}`,
        );
    }

    // Stock: every unit is free, reserved (a cart line or an order holding it) or sold, and nothing else.
    const units = (
      await db.query(`with moves as (
          select (h->>'product_id')::int as product_id, coalesce((h->>'variation_id')::int, 0) as variation_id,
                 (h->>'quantity')::int as q, 'cart' as kind
            from cart_items c, jsonb_array_elements(c.holds) h
          union all
          select (h->>'product_id')::int, coalesce((h->>'variation_id')::int, 0), (h->>'quantity')::int,
                 case when o.stock_discounted then 'sold' when o.holds_stock then 'order' else 'returned' end
            from order_lines l join orders o on o.id = l.order_id, jsonb_array_elements(l.holds) h)
        select product_id, variation_id,
               coalesce(sum(q) filter (where kind = 'cart'), 0)::int as cart,
               coalesce(sum(q) filter (where kind = 'order'), 0)::int as ordered,
               coalesce(sum(q) filter (where kind = 'sold'), 0)::int as sold,
               coalesce(sum(q) filter (where kind = 'returned'), 0)::int as returned
          from moves group by 1, 2`)
    ).rows;
    const stock = (
      await db.query(
        'select id, real_quantity as real, held_quantity as held, availability from products where id = any($1)',
        [products.map((p) => p.id)],
      )
    ).rows;
    const variations = (await db.query('select count(*)::int as n from product_variations')).rows[0].n;
    if (variations) fail(`${variations} variations appeared`);
    for (const u of units)
      if (u.variation_id !== 0 || !products.some((p) => p.id === u.product_id))
        fail(`units held or sold of an unknown stock row ${u.product_id}/${u.variation_id}`);
    figures = products.map((p) => {
      const row = stock.find((s) => s.id === p.id);
      const u = units.find((x) => x.product_id === p.id && x.variation_id === 0) ?? {
        cart: 0,
        ordered: 0,
        sold: 0,
        returned: 0,
      };
      const free = row.real - row.held;
      const name = `product ${p.name} (${p.id})`;
      if (row.real + u.sold !== p.start)
        fail(`${name}: real ${row.real} + sold ${u.sold} = ${row.real + u.sold}, started with ${p.start}`);
      if (row.held !== u.cart + u.ordered)
        fail(`${name}: held ${row.held}, but carts hold ${u.cart} and open orders ${u.ordered}`);
      if (row.real < 0 || row.held < 0 || free < 0) fail(`${name}: real ${row.real}, held ${row.held}`);
      if (row.availability !== free) fail(`${name}: availability ${row.availability}, real − held ${free}`);
      if (free + row.held + u.sold !== p.start)
        fail(`${name}: free ${free} + reserved ${row.held} + sold ${u.sold} != ${p.start}`);
      return { ...p, real: row.real, held: row.held, free, ...u };
    });

    // The back office shows every acknowledged order after the restart, with the same lines.
    let shown = 0;
    const queue = [...acknowledged];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let record = queue.shift(); record; record = queue.shift()) {
          const reply = await attempt(admin, 'GET', `/api/admin/orders/${record.order.id}`);
          const same =
            reply.status === 200 &&
            reply.json.lines.map((l) => `${l.product_id}x${l.quantity}`).join() ===
              record.order.lines.map((l) => `${l.product_id}x${l.quantity}`).join();
          if (same) shown++;
          else fail(`GET /api/admin/orders/${record.order.id} after the restart: ${reply.status}`);
        }
      }),
    );

    console.info('\n== report');
    console.info(
      `orders: ${placed.filter((p) => p.status === 201).length} acknowledged before the kill, ${unknown.length} in flight ` +
        `(on retry with the same key: ${replayedStored} had committed, ${replayedNew} placed anew, ` +
        `${unknown.length - replayedStored - replayedNew} refused); ${acknowledged.length - missing}/` +
        `${acknowledged.length} acknowledged orders found, ${shown} shown by the back office; ${shape.orders} ` +
        `orders in the database`,
    );
    const ok = moves.filter((m) => m.status === 200);
    console.info(
      `status moves acknowledged: ${ok.length} (${ok.filter((m) => m.target === statusId.Confirmado).length} ` +
        `confirmed = sold, ${ok.filter((m) => m.target === statusId.Cancelado).length} cancelled), ` +
        `${moves.filter((m) => m.status === 0).length} in flight`,
    );
    console.info('| product | start | free | reserved (carts + orders) | sold | free + reserved + sold |');
    console.info('|---|---:|---:|---:|---:|---:|');
    for (const f of figures)
      console.info(
        `| ${f.name} | ${f.start} | ${f.free} | ${f.held} (${f.cart} + ${f.ordered}) | ${f.sold} | ` +
          `${f.free + f.held + f.sold} |`,
      );
  } finally {
    await db.end();
  }

  if (violations.length) {
    console.error(`\nCRASH CHECK FAILED: ${violations.length} violations`);
    for (const v of violations.slice(0, 30)) console.error(`  - ${v}`);
    if (violations.length > 30) console.error(`  … and ${violations.length - 30} more`);
  } else {
    console.info(`\nCrash check passed in ${seconds(performance.now() - started)}.`);
    exitCode = 0;
  }
} catch (error) {
  console.error(`\nCRASH CHECK FAILED: ${error.stack ?? error}`);
  printServerLog();
} finally {
  await cleanUp();
  clearTimeout(watchdog);
}
process.exit(exitCode);
