import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { homeOrderOf, openShop, orderStatusIds } from '../../test/shop';

let t: TestApp;
let admin: Agent;
let statuses: Record<string, number>;
let rice: { id: number };
let beans: { id: number };

const path = '/api/admin/orders/picking-list';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const shop = await openShop(admin);
  statuses = await orderStatusIds(admin);
  rice = await shop.product({ name: 'Arroz 5 kg', regular_price: 900, real_quantity: 40 });
  beans = await shop.product({ name: 'Frijoles negros 1 kg', regular_price: 350, real_quantity: 40 });
});
afterAll(() => t.close());

/** A new shopper's home delivery to María in Plaza, of these lines. */
async function orderOf(lines: Array<[{ id: number }, number]>, note?: string) {
  const placed = await homeOrderOf(
    t,
    lines.map(([product, quantity]) => [product.id, quantity] as const),
    { note },
  );
  if (!placed) throw new Error('the cart refused the units');
  return placed.order;
}

describe('GET /api/admin/orders/picking-list', () => {
  it('adds up the products of the open orders, each order with its lines and where it goes', async () => {
    const first = await orderOf([[rice, 2]], 'Llamar antes de llegar');
    const second = await orderOf([
      [beans, 3],
      [rice, 1],
    ]);
    const delivered = await orderOf([[beans, 5]]);
    expect(
      (await admin.put(`/api/admin/orders/${delivered.id}/status`, { status_id: statuses.Entregado }))
        .statusCode,
    ).toBe(200);

    const reply = await admin.get(`${path}?ids=${second.id},${first.id},${delivered.id},999999,${first.id}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    const list = reply.json();
    expect(list.products).toEqual([
      { name: 'Arroz 5 kg', sku: expect.any(String), variant: null, quantity: 3, orders: 2 },
      { name: 'Frijoles negros 1 kg', sku: expect.any(String), variant: null, quantity: 3, orders: 1 },
    ]);
    expect(list.orders.map((o: { order_id: string }) => o.order_id)).toEqual([
      first.order_id,
      second.order_id,
    ]);
    expect(list.orders[0]).toMatchObject({
      status: { name: 'Pendiente' },
      delivery_method: 'home',
      pickup_point: null,
      recipient: { name: 'María', phone: '+5352345678', municipality_name: 'Plaza de la Revolución' },
      note: 'Llamar antes de llegar',
      units: 2,
      lines: [{ name: 'Arroz 5 kg', quantity: 2 }],
    });
    expect(list.orders[1].lines.map((l: { name: string }) => l.name)).toEqual([
      'Frijoles negros 1 kg',
      'Arroz 5 kg',
    ]);
    // A delivered order is named, not picked; a number that is no order is said.
    expect(list.closed).toEqual([{ id: delivered.id, order_id: delivered.order_id, status: 'Entregado' }]);
    expect(list.missing).toEqual([999_999]);
  });

  it('refuses ids it cannot read, in the reader’s language, and answers 404 when none is an order', async () => {
    for (const ids of [
      '',
      'uno',
      '1,,2',
      '1;2',
      '0',
      '-3',
      '1.5',
      '99999999999',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const refused = await admin.get(`${path}?ids=${encodeURIComponent(ids)}`);
      expect(refused.statusCode, ids).toBe(422);
      expect(Object.keys(refused.json().errors), ids).toEqual(['ids']);
    }
    expect((await admin.get(path)).statusCode).toBe(422);
    const english = await admin.get(`${path}?ids=uno`, { headers: { 'accept-language': 'en-US' } });
    expect(english.json().message).toBe('Some fields are empty or invalid');
    const none = await admin.get(`${path}?ids=999998,999997`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Pedido no encontrado');
  });

  it('asks for a session and read_orders', async () => {
    const order = await orderOf([[rice, 1]]);
    expect((await new Agent(t.app).get(`${path}?ids=${order.id}`)).statusCode).toBe(401);
    const { agent: stranger } = await signInAs(t.app, { role: { permissions: ['update_orders'] } });
    const refused = await stranger.get(`${path}?ids=${order.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('María');
    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    expect((await customer.get(`${path}?ids=${order.id}`)).statusCode).toBe(403);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.get(`${path}?ids=${order.id}`)).json().orders).toHaveLength(1);
  });
});
