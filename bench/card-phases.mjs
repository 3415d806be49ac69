// Gift card payments (issue 15 §4), against a running server started with TRUST_PROXY=1: each buyer is a client of
// its own address, so the per-address PIN limit (60 tries per 15 min) does not cap the figure. Each buyer pays
// `orders` orders it placed beforehand; only the payments are timed:
//   1. distinct cards — each buyer pays with its own card (no contention);
//   2. one card — every buyer pays with the same card at once (all payments queue on that card's row).
import { randomBytes } from 'node:crypto';
import { HttpSession } from './http-session.mjs';
import { percentile } from './lib.mjs';

const PIN = '2580';

async function buyer(base, staff, i, customerRoleId, productId, pointId, orders) {
  const email = `cardbuyer${i}-${randomBytes(3).toString('hex')}@bench.local`;
  const password = 'Password123';
  const made = await staff.post('/api/admin/users', {
    name: 'Bench',
    lastname: `Card ${i}`,
    email,
    password,
    role_id: customerRoleId,
  });
  if (made.status !== 201) throw new Error(`user: ${made.status} ${JSON.stringify(made.json)}`);
  const session = new HttpSession(base, { forwardedFor: `10.77.${i >> 8}.${i & 255 || 1}` });
  if ((await session.post('/api/login', { email, password })).status !== 200) throw new Error('buyer login');
  const card = await staff.post('/api/admin/shopping-cards', {
    owner_email: email,
    coin: 'USD',
    amount: 5_000_000,
  });
  if (card.status !== 201) throw new Error(`card: ${card.status} ${JSON.stringify(card.json)}`);
  const pin = await session.put(`/api/shopping-cards/${card.json.id}/pin`, { pin: PIN });
  if (pin.status !== 200) throw new Error(`pin: ${pin.status}`);
  const placed = [];
  for (let k = 0; k < orders * 2; k++) {
    const added = await session.post('/api/cart', { product_id: productId, quantity: 1 });
    if (added.status !== 200) throw new Error(`cart: ${added.status}`);
    const order = await session.post(
      '/api/orders',
      { delivery_method: 'pickup', point_of_sale_id: pointId, pay_form: 'cash_on_pickup' },
      { 'idempotency-key': randomBytes(12).toString('hex') },
    );
    if (order.status !== 201) throw new Error(`order: ${order.status} ${JSON.stringify(order.json)}`);
    placed.push(order.json.id);
  }
  return { session, number: card.json.number, orders: placed };
}

async function payAll(buyers, pick, numberOf) {
  const results = [];
  const started = performance.now();
  await Promise.all(
    buyers.map(async (b) => {
      for (const order of pick(b)) {
        results.push(
          await b.session.post(`/api/orders/${order}/shopping-card-payment`, {
            number: numberOf(b),
            pin: PIN,
          }),
        );
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return {
    perSecond: results.filter((r) => r.status === 200).length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    statuses,
  };
}

/** Prepares `count` buyers with a card each and `orders` × 2 orders each, then times both payment phases. */
export async function cardPaymentPhases(base, admin, { count = 20, orders = 8, log = console.info } = {}) {
  const staff = new HttpSession(base);
  if ((await staff.post('/api/login', { email: admin.email, password: admin.password })).status !== 200)
    throw new Error('admin login');
  const category = (await staff.get('/api/admin/categories?per_page=1')).json.data[0].id;
  const customerRole = (await staff.get('/api/admin/roles?per_page=100')).json.data.find(
    (r) => r.key === 'customer',
  );
  const pickup = (await staff.get('/api/point-of-sales/pickup')).json;
  const point = (Array.isArray(pickup) ? pickup : pickup.data)[0];
  const product = await staff.post('/api/admin/products', {
    name: 'Bench card product',
    category_id: category,
    regular_price: 1000,
    real_quantity: 1_000_000,
  });
  if (product.status !== 201) throw new Error(`product: ${product.status}`);
  log(`   ${count} buyers, a card and ${orders * 2} orders each`);
  const buyers = [];
  for (let i = 0; i < count; i++)
    buyers.push(await buyer(base, staff, i, customerRole.id, product.json.id, point.id, orders));
  const distinct = await payAll(
    buyers,
    (b) => b.orders.slice(0, orders),
    (b) => b.number,
  );
  const shared = buyers[0].number;
  const oneCard = await payAll(
    buyers,
    (b) => b.orders.slice(orders),
    () => shared,
  );
  return { distinct, oneCard, payments: count * orders };
}
