// The cart and checkout load of bench/checkout.mjs, against a running server, as functions that return figures
// (used by bench/checkout.mjs and bench/run.mjs):
//   1. add to cart — each buyer adds one unit of its own product and empties the cart again, for `duration` s;
//   2. checkout, distinct products — each buyer adds one unit of its own product and places a pickup order;
//   3. checkout, one hot product — every buyer tries to buy one of the last `hot` units at the same moment.
// Buyers are real signed-in sessions with anti-forgery tokens (HttpSession), one request at a time each.
import { randomBytes } from 'node:crypto';
import { HttpSession } from './http-session.mjs';
import { percentile } from './lib.mjs';

function summary(name, started, results) {
  const seconds = (performance.now() - started) / 1000;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const ok = results.filter((r) => r.status < 300).length;
  return {
    name,
    perSecond: ok / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    statuses,
  };
}

/** Signs the admin in, makes one product per buyer and the hot product, and signs `buyers` customers in. */
export async function prepareBuyers(base, admin, { buyers, hot, log = console.info }) {
  const staff = new HttpSession(base);
  const login = await staff.post('/api/login', { email: admin.email, password: admin.password });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
  const category = (await staff.get('/api/admin/categories?per_page=1')).json.data[0].id;
  const customerRole = (await staff.get('/api/admin/roles?per_page=100')).json.data.find(
    (r) => r.key === 'customer',
  );
  const pickup = (await staff.get('/api/point-of-sales/pickup')).json;
  const point = (Array.isArray(pickup) ? pickup : pickup.data)[0];
  if (!point) throw new Error('no pickup point in the demo shop');

  const make = async (name, quantity) => {
    const created = await staff.post('/api/admin/products', {
      name,
      category_id: category,
      regular_price: 1000,
      real_quantity: quantity,
    });
    if (created.status !== 201) throw new Error(`product: ${created.status} ${JSON.stringify(created.json)}`);
    return created.json;
  };
  const own = [];
  for (let i = 0; i < buyers; i++) own.push(await make(`Bench distinct ${i}`, 1_000_000));
  const hotProduct = await make('Bench hot', hot);

  log(`   signing in ${buyers} buyers`);
  const sessions = [];
  for (let i = 0; i < buyers; i++) {
    const email = `buyer${i}-${randomBytes(3).toString('hex')}@bench.local`;
    const password = 'Password123';
    const made = await staff.post('/api/admin/users', {
      name: 'Bench',
      lastname: `Buyer ${i}`,
      email,
      password,
      role_id: customerRole.id,
    });
    if (made.status !== 201) throw new Error(`user: ${made.status} ${JSON.stringify(made.json)}`);
    const session = new HttpSession(base);
    if ((await session.post('/api/login', { email, password })).status !== 200)
      throw new Error('buyer login');
    sessions.push(session);
  }
  return { base, staff, sessions, own, hotProduct, hot, point };
}

const order = (ctx, session) =>
  session.post(
    '/api/orders',
    { delivery_method: 'pickup', point_of_sale_id: ctx.point.id, pay_form: 'cash_on_pickup' },
    { 'idempotency-key': randomBytes(12).toString('hex') },
  );

/** Phase 1: add to cart (and empty it again, not counted) for `duration` s. */
export async function addToCartPhase(ctx, duration) {
  const results = [];
  const until = performance.now() + duration * 1000;
  const started = performance.now();
  await Promise.all(
    ctx.sessions.map(async (s, i) => {
      while (performance.now() < until) {
        results.push(await s.post('/api/cart', { product_id: ctx.own[i].id, quantity: 1 }));
        await s.delete('/api/cart');
      }
    }),
  );
  return summary('add to cart', started, results);
}

/** Phase 2: add one unit of the buyer's own product and place a pickup order, for `duration` s. */
export async function distinctCheckoutPhase(ctx, duration) {
  const results = [];
  const until = performance.now() + duration * 1000;
  const started = performance.now();
  await Promise.all(
    ctx.sessions.map(async (s, i) => {
      while (performance.now() < until) {
        const added = await s.post('/api/cart', { product_id: ctx.own[i].id, quantity: 1 });
        if (added.status !== 200) {
          results.push(added);
          continue;
        }
        results.push(await order(ctx, s));
      }
    }),
  );
  return summary('checkout, distinct products', started, results);
}

/** Phase 3: every buyer after one of the last `hot` units of one product at the same moment; counts oversells. */
export async function hotCheckoutPhase(ctx) {
  let sold = 0;
  const results = [];
  const started = performance.now();
  await Promise.all(
    ctx.sessions.map(async (s) => {
      const added = await s.post('/api/cart', { product_id: ctx.hotProduct.id, quantity: 1 });
      if (added.status !== 200) return results.push(added);
      const placed = await order(ctx, s);
      if (placed.status === 201) sold++;
      results.push(placed);
    }),
  );
  const row = summary(
    `checkout, one hot product (${ctx.hot} units, ${ctx.sessions.length} buyers)`,
    started,
    results,
  );
  const after = (await ctx.staff.get(`/api/admin/products/${ctx.hotProduct.slug}`)).json;
  const oversold = Math.max(0, sold - ctx.hot) + Math.max(0, after.held_quantity - after.real_quantity);
  return { row, units: ctx.hot, sold, real: after.real_quantity, held: after.held_quantity, oversold };
}
