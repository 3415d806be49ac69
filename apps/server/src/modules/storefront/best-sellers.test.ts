import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { openShop, shopper } from '../../test/shop';
import { refreshBestSellers } from './best-sellers';

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await buildTestApp({ env: { SEED: 'none' } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

const pickup = (pointId: number) => ({
  delivery_method: 'pickup',
  point_of_sale_id: pointId,
  pay_form: 'cash_on_pickup',
});

async function buy(agent: Agent, pointId: number, lines: Array<[number, number]>) {
  for (const [product_id, quantity] of lines) {
    const added = await agent.post('/api/cart', { product_id, quantity });
    expect(added.statusCode, added.body).toBe(200);
  }
  const order = await agent.post('/api/orders', pickup(pointId), {
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  expect(order.statusCode, order.body).toBe(201);
  return order.json() as { id: number };
}

const bestSellerNames = async (agent: Agent) =>
  ((await agent.get('/api/store/home')).json().best_sellers as Array<{ name: string }>).map((c) => c.name);

describe('best sellers on the store front', () => {
  it('rank by units sold in orders that were not cancelled, then fill up by priority', async () => {
    const shop = await openShop(admin);
    const pan = await shop.product({ name: 'Pan', real_quantity: 50, priority: 1 });
    const leche = await shop.product({ name: 'Leche', real_quantity: 50, priority: 2 });
    const queso = await shop.product({ name: 'Queso', real_quantity: 50, priority: 3 });
    const { agent } = await shopper(t);

    await refreshBestSellers(t.app.db);
    expect((await bestSellerNames(agent)).slice(0, 3)).toEqual(['Pan', 'Leche', 'Queso']);

    await buy(agent, shop.pointId, [
      [queso.id, 3],
      [leche.id, 1],
    ]);
    const cancelled = await buy(agent, shop.pointId, [[pan.id, 10]]);
    const cancel = await admin.post(`/api/admin/orders/${cancelled.id}/payment`, { result: 'denied' });
    expect(cancel.statusCode, cancel.body).toBe(200);

    await refreshBestSellers(t.app.db);
    expect((await bestSellerNames(agent)).slice(0, 3)).toEqual(['Queso', 'Leche', 'Pan']);
  });
});
