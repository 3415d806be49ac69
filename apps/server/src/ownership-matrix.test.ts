import { addDays, shopToday } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from './test/agent';
import { buildTestApp, TEST_ADMIN } from './test/build-test-app';
import { signIn, signInAs } from './test/factories';
import { multipart } from './test/multipart';
import { openShop, shopper } from './test/shop';

/**
 * Issue 5 §3: every resource a shopper owns is "not found" for another shopper (never "forbidden": it does not
 * exist for them). Built from the route table: a signed-in route with an `:id` must name here whose id it takes,
 * so a new owner-only route cannot be added without being checked.
 */
const t = await buildTestApp();
afterAll(() => t.close());

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * Routes whose parameter names a public record (a product): what they read or write is the caller's own, found by
 * the session, so another shopper's request reaches their own (reviews.routes.test.ts shows it).
 */
const SELF_SCOPED = new Set([
  '/api/products/:slug/review',
  '/api/products/:slug/review/images',
  '/api/products/:slug/review/images/:image',
]);
const ownerRoutes = t.app.routeAccess.filter(
  (route) =>
    route.auth === 'user' &&
    !SELF_SCOPED.has(route.url) &&
    !route.url.startsWith('/api/admin') &&
    route.url.startsWith('/api/') &&
    route.url.includes(':'),
);

type Method = Parameters<Agent['request']>[0];
/** The owner's id for a route's first parameter, or the whole path when it takes more than one. */
const owned: Record<string, number | string> = {};
let stranger: Agent;

beforeAll(async () => {
  const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const shop = await openShop(admin);
  const product = await shop.product({ name: 'Harina', real_quantity: 5 });
  const owner = await shopper(t);
  await owner.agent.post('/api/cart', { product_id: product.id, quantity: 1 });
  const order = await owner.agent.post(
    '/api/orders',
    { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  expect(order.statusCode, order.body).toBe(201);
  owned['/api/orders/:id'] = order.json().id;
  owned['/api/orders/:id/cancel'] = order.json().id;
  // Invoiced, so a stranger's 404 is the ownership check and not a missing invoice.
  expect((await admin.post(`/api/admin/orders/${order.json().id}/invoice`)).statusCode).toBe(201);
  owned['/api/orders/:id/invoice'] = order.json().id;
  owned['/api/orders/:id/invoice.pdf'] = order.json().id;
  owned['/api/beneficiaries/:id'] = owner.beneficiaryId;
  // A message about the order (decision 107), its messages seen (decision 109), and a line saved for later (105).
  owned['/api/orders/:id/messages'] = order.json().id;
  owned['/api/orders/:id/messages/read'] = order.json().id;
  await owner.agent.post('/api/cart', { product_id: product.id, quantity: 1 });
  const line = (await owner.agent.get('/api/shop-cart-data')).json().items[0].id;
  expect((await owner.agent.post('/api/cart/saved', { line_id: line })).statusCode).toBe(200);
  const saved = (await owner.agent.get('/api/cart/saved')).json().data[0].id;
  owned['/api/cart/saved/:id'] = saved;
  owned['/api/cart/saved/:id/cart'] = saved;
  const phone = await new Agent(t.app).post('/api/login', {
    email: owner.user.email,
    password: owner.user.password,
    token_mode: true,
  });
  const tokens = new Agent(t.app);
  tokens.bearer = phone.json().token;
  owned['/api/user/tokens/:id'] = (await tokens.get('/api/user/tokens')).json().data[0].id;
  const card = await admin.post('/api/admin/shopping-cards', {
    owner_email: owner.user.email,
    coin: 'USD',
    amount: 1000,
  });
  for (const path of ['', '/recharges', '/pin', '/beneficiary'])
    owned[`/api/shopping-cards/:id${path}`] = card.json().id;
  owned['/api/orders/:id/shopping-card-payment'] = order.json().id;
  owned['/api/orders/:id/online-payment'] = order.json().id;
  owned['/api/orders/:id/online-payment/approved'] = order.json().id;
  const sale = await owner.agent.post(`/api/shopping-cards/${card.json().id}/recharges`, {
    amount: 1000,
    pay_form: 'transfer',
  });
  expect(sale.statusCode, sale.body).toBe(201);
  owned['/api/shopping-card-sales/:id/online-payment'] = sale.json().sale.id;
  owned['/api/shopping-card-sales/:id/online-payment/approved'] = sale.json().sale.id;
  await owner.agent.post('/api/cart', { product_id: product.id, quantity: 1 });
  const transfer = await owner.agent.post(
    '/api/orders',
    { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'transfer' },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipart([
    { field: 'file', filename: 'r.png', type: 'image/png', data: png },
  ]);
  const sent = await owner.agent.post(`/api/orders/${transfer.json().id}/receipts`, payload, { headers });
  expect(sent.statusCode, sent.body).toBe(201);
  owned['/api/orders/:id/receipts'] = transfer.json().id;
  owned['/api/orders/:id/receipts/:receipt'] = sent.json().order.receipts[0].url.replace(/^\/api/, '/api');
  const wholesaleProduct = await shop.product({
    name: 'Arroz (saco)',
    real_quantity: 50,
    wholesaler: true,
    wholesale_price: 900,
  });
  const wholesaler = await signInAs(t.app, { role: 'wholesaler' });
  const reservation = await wholesaler.agent.post('/api/store-requests', {
    wanted_on: addDays(shopToday(), 2),
    lines: [{ product_id: wholesaleProduct.id, quantity: 5 }],
  });
  expect(reservation.statusCode, reservation.body).toBe(201);
  const reservationId = reservation.json().request.id;
  expect((await admin.post(`/api/admin/store-requests/${reservationId}/approve`)).statusCode).toBe(200);
  for (const path of ['', '/cancel', '/cart', '/quote', '/order'])
    owned[`/api/store-requests/:id${path}`] = reservationId;
  stranger = (await signInAs(t.app, { role: 'customer' })).agent;
});

describe('owner-only resources', () => {
  it('finds the signed-in routes that take an id', () => {
    expect(ownerRoutes.length).toBeGreaterThan(0);
  });

  describe.each(ownerRoutes)('$method $url', (route) => {
    it("answers 404 to another shopper for the owner's resource", async () => {
      const id = owned[route.url];
      expect(id, `say whose resource ${route.url} takes in ownership-matrix.test.ts`).toBeDefined();
      const url = typeof id === 'string' ? id : route.url.replace(/:\w+/, String(id));
      const response = await stranger.request(
        route.method as Method,
        url,
        WRITES.has(route.method) ? {} : undefined,
      );
      // A write with an empty body may be refused as invalid before the lookup; it must never reach the resource.
      expect([404, 422], response.body).toContain(response.statusCode);
      if (!WRITES.has(route.method)) expect(response.statusCode).toBe(404);
    });
  });
});
