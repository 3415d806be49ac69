import { addDays, shopToday } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';
import { stockDrift } from '../stock-history';

/**
 * Issue 18 §3: approvals racing each other and shoppers' checkouts for the same units never hold more than the
 * stock (on real parallel connections when the tests run on PostgreSQL).
 */
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

const wholesaleProduct = (stock: number) =>
  shop.product({
    name: `Harina de trigo (saco) ${Math.random().toString(36).slice(2, 6)}`,
    regular_price: 2000,
    wholesale_price: 1600,
    wholesaler: true,
    min_quantity: 5,
    real_quantity: stock,
  });

async function requestOf(productId: number, quantity: number): Promise<number> {
  const { agent } = await signInAs(t.app, { role: 'wholesaler' });
  const reply = await agent.post('/api/store-requests', {
    wanted_on: addDays(shopToday(), 3),
    lines: [{ product_id: productId, quantity }],
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().request.id;
}

const stockOf = async (slug: string) => {
  const p = (await admin.get(`/api/admin/products/${slug}`)).json();
  return { real: p.real_quantity as number, held: p.held_quantity as number };
};

describe('reservations racing for stock', () => {
  it('two approvals that together exceed the stock: one is refused with the SPEC message', async () => {
    const product = await wholesaleProduct(15);
    const ids = [await requestOf(product.id, 10), await requestOf(product.id, 10)];
    const replies = await Promise.all(ids.map((id) => admin.post(`/api/admin/store-requests/${id}/approve`)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(replies.find((r) => r.statusCode === 422)?.json().message).toBe(
      'La cantidad solicitada excede las 5 disponibles',
    );
    expect(await stockOf(product.slug)).toEqual({ real: 15, held: 10 });
  });

  it('approvals against shoppers’ checkouts for the last units: nothing oversold, no 5xx', async () => {
    const product = await wholesaleProduct(20);
    // Made one after the other: the test factory numbers its users as it goes.
    const requests: number[] = [];
    for (let i = 0; i < 4; i++) requests.push(await requestOf(product.id, 5));
    const shoppers: Agent[] = [];
    for (let i = 0; i < 12; i++) shoppers.push((await signInAs(t.app, { role: 'customer' })).agent);
    const approvals = requests.map(async (id) => {
      const reply = await admin.post(`/api/admin/store-requests/${id}/approve`);
      return { status: reply.statusCode, units: reply.statusCode === 200 ? 5 : 0 };
    });
    const checkouts = shoppers.map(async (agent) => {
      const added = await agent.post('/api/cart', { product_id: product.id, quantity: 2 });
      if (added.statusCode !== 200) return { status: added.statusCode, units: 0 };
      const placed = await agent.post(
        '/api/orders',
        { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' },
        { headers: { 'idempotency-key': crypto.randomUUID() } },
      );
      return { status: placed.statusCode, units: placed.statusCode === 201 ? 2 : 0 };
    });
    const outcomes = await Promise.all([...approvals, ...checkouts]);
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    const units = outcomes.reduce((n, o) => n + o.units, 0);
    expect(units).toBeLessThanOrEqual(20);
    const after = await stockOf(product.slug);
    expect(after.held).toBe(units);
    expect(after.held).toBeLessThanOrEqual(after.real);
    expect(await stockDrift(t.app.db, [product.id])).toEqual([]);
  });
});
