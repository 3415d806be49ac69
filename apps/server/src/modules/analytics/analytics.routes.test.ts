import { type AnalyticsEvent, shopToday } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { createUser, signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';
import { statusByRole } from '../order-statuses';
import { orderLines, orders } from '../orders';
import { users } from '../users';
import { analyticsCounts, analyticsSalts, analyticsVisitors } from './analytics.table';
import { recordEvents } from './record-events';
import { forgetOldSalts } from './visitor-hash';

let t: TestApp;
let admin: Agent;
let cafe: { id: number; slug: string };
let arroz: { id: number; slug: string };

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** The week asked for in the fixture, Monday to Sunday, and the week before it. */
const WEEK = 'from=2026-11-09&to=2026-11-15';
const visitor = (userAgent: string, address = '198.51.100.7') => ({
  address,
  userAgent,
  host: 'tienda.example',
});

/** A batch as a storefront page sends it: no cookie, no anti-forgery header (navigator.sendBeacon). */
const beacon = (events: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.5') =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: { 'content-type': 'application/json', 'user-agent': WINDOWS, ...headers },
    payload: typeof events === 'string' ? events : JSON.stringify({ events }),
    remoteAddress,
  });

async function todayVisits() {
  const today = shopToday();
  await t.app.background.settled();
  const reply = await admin.get(`/api/admin/analytics/visits?from=${today}&to=${today}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
}

async function sale(
  at: string,
  coin: 'USD' | 'MLC',
  lines: Array<[{ id: number }, number]>,
  cancelled = false,
) {
  const status = await statusByRole(t.app.db, cancelled ? 'cancelled' : 'initial');
  const total = lines.reduce((sum, [, quantity]) => sum + 1_000 * quantity, 0);
  const [row] = await t.app.db
    .insert(orders)
    .values({
      userId: null,
      statusId: status.id,
      paymentDueAt: new Date(Date.parse(at) + 3_600_000),
      payForm: 'cash',
      deliveryMethod: 'home',
      shipmentPrice: 0,
      subtotal: total,
      taxTotal: 0,
      discountAmount: 0,
      total,
      coin,
      exchangeRates: { USD: '1', 'USD:symbol': '$', MLC: '1.05', 'MLC:symbol': '$' },
      wholesale: false,
      createdAt: new Date(at),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  await t.app.db.insert(orderLines).values(
    lines.map(([product, quantity]) => ({
      orderId: row.id,
      productId: product.id,
      name: 'Línea',
      sku: `SKU-${product.id}`,
      quantity,
      unitPrice: 1_000,
      unitTax: 0,
      lineTotal: 1_000 * quantity,
      holds: [],
    })),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const shop = await openShop(admin);
  cafe = await shop.product({ name: 'Café Serrano 250 g', real_quantity: 50 });
  arroz = await shop.product({ name: 'Arroz blanco 1 kg', real_quantity: 80 });

  // The fixture: Wednesday 11 November (10:00 in Havana) and Wednesday 4 November, the week before.
  const now = new Date('2026-11-11T15:00:00Z');
  const before = new Date('2026-11-04T15:00:00Z');
  const page = (path: string): AnalyticsEvent => ({ type: 'page', path });
  await recordEvents(
    t.app.db,
    [
      { type: 'page', path: '/store', referrer: 'https://www.google.com/search?q=cafe' },
      page(`/Products/${cafe.slug}`),
      page(`/Products/${cafe.slug}`),
      { type: 'product_view', product_id: cafe.id },
      { type: 'product_view', product_id: cafe.id },
      { type: 'cart_add', product_id: cafe.id, quantity: 3 },
    ],
    visitor(IPHONE),
    now,
  );
  await recordEvents(
    t.app.db,
    [
      page('/store'),
      { type: 'product_view', product_id: arroz.id },
      { type: 'cart_add', product_id: arroz.id, quantity: 1 },
    ],
    visitor(WINDOWS),
    now,
  );
  await recordEvents(
    t.app.db,
    [page('/store'), page('/store'), { type: 'product_view', product_id: cafe.id }],
    visitor(WINDOWS),
    before,
  );

  // Sales: the 11th in USD (cafe 2, arroz 5) and MLC (cafe 1); a cancelled order; the week before, cafe 4 in USD.
  await sale('2026-11-11T15:00:00Z', 'USD', [
    [cafe, 2],
    [arroz, 5],
  ]);
  await sale('2026-11-11T16:00:00Z', 'MLC', [[cafe, 1]]);
  await sale('2026-11-12T15:00:00Z', 'USD', [[arroz, 9]], true);
  await sale('2026-11-04T15:00:00Z', 'USD', [[cafe, 4]]);

  // Accounts: one retail and one wholesale on the 10th, one on the 3rd.
  const opened = async (at: string, role: 'customer' | 'wholesaler') => {
    const user = await createUser(t.app.db, { role });
    await t.app.db
      .update(users)
      .set({ createdAt: new Date(at) })
      .where(eq(users.id, user.id));
  };
  await opened('2026-11-10T15:00:00Z', 'customer');
  await opened('2026-11-10T16:00:00Z', 'wholesaler');
  await opened('2026-11-03T15:00:00Z', 'customer');
});

afterAll(async () => {
  await t?.close();
});

describe('collecting', () => {
  it('counts a batch sent without a session or anti-forgery header, per device, with its referrer and visitor', async () => {
    const first = await todayVisits();
    const reply = await beacon(
      [
        { type: 'page', path: '/Offers', referrer: 'https://facebook.com/tienda' },
        { type: 'page', path: '/store', referrer: `${t.app.config.publicUrl}/Offers` },
        { type: 'search_empty', q: '  Leche   Condensada ' },
        { type: 'search_empty', q: 'leche condensada' },
      ],
      { 'user-agent': IPHONE },
    );
    expect(reply.statusCode, reply.body).toBe(204);
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['set-cookie']).toBeUndefined();
    // The same visitor again, and then another browser from the same address.
    await beacon([{ type: 'page', path: '/store' }], { 'user-agent': IPHONE });
    await beacon([{ type: 'page', path: '/store' }]);
    const after = await todayVisits();
    const today = (visits: { current: Array<{ views: number; visitors: number }> }) =>
      visits.current[0] ?? { views: NaN, visitors: NaN };
    expect(today(after).views - today(first).views).toBe(4);
    expect(today(after).visitors - today(first).visitors).toBe(2);
    expect(after.devices).toEqual(
      expect.arrayContaining([
        { key: 'mobile', count: 3 },
        { key: 'desktop', count: 1 },
      ]),
    );
    expect(after.referrers).toEqual([{ key: 'facebook.com', count: 1 }]);
    expect(after.searches_empty).toEqual([{ key: 'leche condensada', count: 2 }]);
  });

  it('keeps no address: a visitor is a hash whose salt is forgotten the next day', async () => {
    const marks = await t.app.db.select().from(analyticsVisitors);
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) {
      expect(mark.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(mark)).not.toContain('203.0.113.5');
    }
    await forgetOldSalts(t.app.db, '2099-01-01');
    expect(await t.app.db.select().from(analyticsSalts)).toEqual([]);
  });

  it('does not count robots nor visitors who asked not to be tracked', async () => {
    const first = await todayVisits();
    expect((await beacon([{ type: 'page', path: '/store' }], { 'user-agent': GOOGLEBOT })).statusCode).toBe(
      204,
    );
    expect((await beacon([{ type: 'page', path: '/store' }], { dnt: '1' })).statusCode).toBe(204);
    expect((await beacon([{ type: 'page', path: '/store' }], { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await beacon([{ type: 'page', path: '/store' }], { 'user-agent': '' })).statusCode).toBe(204);
    expect((await todayVisits()).current[0].views).toBe(first.current[0].views);
  });

  it('refuses hostile batches with a 4xx and counts nothing of them', async () => {
    const first = await todayVisits();
    const hostile: unknown[] = [
      [{ type: 'page', path: '/store"><script>alert(1)</script>' }],
      [{ type: 'page', path: 'https://evil.example/' }],
      [{ type: 'page', path: `/${'a'.repeat(300)}` }],
      [{ type: 'product_view', product_id: -1 }],
      [{ type: 'product_view', product_id: '1 OR 1=1' }],
      [{ type: 'cart_add', product_id: 1, quantity: 1e12 }],
      [{ type: 'search_empty', q: 'x'.repeat(101) }],
      [{ type: 'purchase', amount: 1_000_000 }],
      Array.from({ length: 21 }, () => ({ type: 'page', path: '/store' })),
      [],
    ];
    for (const events of hostile) {
      const reply = await beacon(events);
      expect(reply.statusCode, JSON.stringify(events).slice(0, 80)).toBe(422);
      expect(reply.json().message).toBeTruthy();
    }
    expect((await beacon('{"events": [')).statusCode).toBe(400);
    const huge = JSON.stringify({ events: [{ type: 'search_empty', q: 'x' }], pad: 'x'.repeat(20_000) });
    expect((await beacon(huge)).statusCode).toBe(413);
    expect((await todayVisits()).current[0].views).toBe(first.current[0].views);
  });

  it('bounds the batches of one client address', async () => {
    const flood = [];
    for (let i = 0; i < 121; i++)
      flood.push(await beacon([{ type: 'page', path: '/store' }], {}, '192.0.2.66'));
    expect(flood.slice(0, 120).every((reply) => reply.statusCode === 204)).toBe(true);
    const refused = flood[120];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().message).toMatch(/intentos|Demasiadas/);
    // Another address is not held back by it.
    expect((await beacon([{ type: 'page', path: '/store' }], {}, '192.0.2.67')).statusCode).toBe(204);
  });

  it('counts sign-ins by outcome, not by who tried', async () => {
    const today = shopToday();
    const read = async () => {
      await t.app.background.settled();
      return (await admin.get(`/api/admin/analytics/accesses?from=${today}&to=${today}`)).json().current[0];
    };
    const first = await read();
    const user = await createUser(t.app.db);
    const wrong = new (await import('../../test/agent')).Agent(t.app);
    expect(
      (await wrong.post('/api/login', { email: user.email, password: 'no-es-la-clave' })).statusCode,
    ).toBe(422);
    await signIn(t.app, user.email, user.password);
    const after = await read();
    expect(after.success - first.success).toBe(1);
    expect(after.failed - first.failed).toBe(1);
    const stored = await t.app.db.select().from(analyticsCounts).where(eq(analyticsCounts.kind, 'login'));
    expect(JSON.stringify(stored)).not.toContain(user.email);
  });
});

describe('reading', () => {
  it('shows visits per day beside the week before', async () => {
    const reply = await admin.get(`/api/admin/analytics/visits?${WEEK}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const visits = reply.json();
    expect(visits.periods).toEqual({
      current: { from: '2026-11-09', to: '2026-11-15' },
      previous: { from: '2026-11-02', to: '2026-11-08' },
    });
    expect(visits.current).toHaveLength(7);
    expect(visits.current[2]).toEqual({ day: '2026-11-11', views: 4, visitors: 2 });
    expect(visits.previous[2]).toEqual({ day: '2026-11-04', views: 2, visitors: 1 });
    expect(visits.current[0]).toEqual({ day: '2026-11-09', views: 0, visitors: 0 });
    expect(visits.devices).toEqual([
      { key: 'mobile', count: 3 },
      { key: 'desktop', count: 1 },
    ]);
    expect(visits.referrers).toEqual([{ key: 'google.com', count: 1 }]);
  });

  it('lists the pages and products counted most, with the same ones the week before', async () => {
    const pages = (await admin.get(`/api/admin/analytics/pages-most-visited?${WEEK}`)).json();
    expect(pages.rows).toEqual([
      { path: `/Products/${cafe.slug}`, count: 2, previous: 0 },
      { path: '/store', count: 2, previous: 2 },
    ]);
    const viewed = (await admin.get(`/api/admin/analytics/products-most-visited?${WEEK}`)).json();
    expect(viewed.rows).toEqual([
      { product_id: cafe.id, slug: cafe.slug, name: 'Café Serrano 250 g', count: 2, previous: 1 },
      { product_id: arroz.id, slug: arroz.slug, name: 'Arroz blanco 1 kg', count: 1, previous: 0 },
    ]);
    const carts = (await admin.get(`/api/admin/analytics/products-aggregated-cart?${WEEK}`)).json();
    expect(carts.rows.map((row: { name: string; count: number }) => [row.name, row.count])).toEqual([
      ['Café Serrano 250 g', 3],
      ['Arroz blanco 1 kg', 1],
    ]);
  });

  it('ranks products by units sold, without cancelled orders, beside the week before', async () => {
    const sold = (await admin.get(`/api/admin/analytics/products-most-sold?${WEEK}`)).json();
    expect(sold.rows).toEqual([
      { product_id: arroz.id, slug: arroz.slug, name: 'Arroz blanco 1 kg', count: 5, previous: 0 },
      { product_id: cafe.id, slug: cafe.slug, name: 'Café Serrano 250 g', count: 3, previous: 4 },
    ]);
  });

  it('shows sales per day in each coin, never summed together, with totals and the average order', async () => {
    const sales = (await admin.get(`/api/admin/analytics/sales-behaviour?${WEEK}`)).json();
    expect(sales.coins.map((coin: { coin: string }) => coin.coin)).toEqual(['MLC', 'USD']);
    const [mlc, usd] = sales.coins;
    expect(mlc.current[2]).toEqual({ day: '2026-11-11', orders: 1, net: 1_050 });
    expect(mlc.totals).toEqual({
      current: { orders: 1, net: 1_050, average: 1_050 },
      previous: { orders: 0, net: 0, average: 0 },
    });
    expect(usd.totals).toEqual({
      current: { orders: 1, net: 7_000, average: 7_000 },
      previous: { orders: 1, net: 4_000, average: 4_000 },
    });
    expect(usd.previous[2]).toEqual({ day: '2026-11-04', orders: 1, net: 4_000 });
  });

  it('counts new accounts per day, wholesalers apart', async () => {
    const people = (await admin.get(`/api/admin/analytics/new-users?${WEEK}`)).json();
    expect(people.current[1]).toEqual({ day: '2026-11-10', users: 2, wholesale: 1 });
    expect(people.previous[1]).toEqual({ day: '2026-11-03', users: 1, wholesale: 0 });
  });

  it('refuses periods that are not one, staff without read_analytics, shoppers and strangers', async () => {
    for (const query of [
      'from=2026-11-15&to=2026-11-09',
      'from=2025-01-01&to=2026-11-09',
      'from=2026-02-30&to=2026-03-01',
      'from=hoy&to=mañana',
      'to=2026-11-09',
      "from=2026-11-01'--&to=2026-11-09",
    ]) {
      const reply = await admin.get(`/api/admin/analytics/visits?${query}`, {
        headers: { 'accept-language': 'en-US' },
      });
      expect(reply.statusCode, query).toBe(422);
      expect(reply.json().message, query).toBeTruthy();
    }
    const { agent: reports } = await signInAs(t.app, { role: { permissions: ['read_reports'] } });
    const { agent: analyst } = await signInAs(t.app, { role: { permissions: ['read_analytics'] } });
    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    const stranger = new (await import('../../test/agent')).Agent(t.app);
    for (const path of [
      'accesses',
      'new-users',
      'visits',
      'pages-most-visited',
      'products-most-visited',
      'products-aggregated-cart',
      'products-most-sold',
      'sales-behaviour',
    ]) {
      const url = `/api/admin/analytics/${path}?${WEEK}`;
      expect((await analyst.get(url)).statusCode, path).toBe(200);
      expect((await reports.get(url)).statusCode, path).toBe(403);
      expect((await customer.get(url)).statusCode, path).toBe(403);
      expect((await stranger.get(url)).statusCode, path).toBe(401);
    }
    expect((await admin.get(`/api/admin/analytics/nothing?${WEEK}`)).statusCode).toBe(404);
  });
});
