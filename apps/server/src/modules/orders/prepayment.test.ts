import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';

/** Issue 15 §3: a wholesale order is prepaid by settings prepayment_percentage before it leaves its first status. */
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number };
let confirmed: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  product = await shop.product({
    name: 'Aceite 1 L (caja)',
    regular_price: 3000,
    wholesale_price: 2500,
    real_quantity: 100,
  });
  const statuses = (await admin.get('/api/admin/order-statuses?per_page=100')).json().data as Array<{
    id: number;
    name: string;
  }>;
  confirmed = statuses.find((s) => s.name === 'Confirmado')?.id ?? 0;
});
afterAll(() => t.close());

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('wholesale prepayment', () => {
  it('keeps the order in its first status until the prepayment is recorded, and shows paid and due', async () => {
    const { agent } = await signInAs(t.app, { role: 'wholesaler' });
    const order = await pickupOrder(agent, shop, product.id);
    const seen = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(seen.wholesale).toBe(true);
    expect(seen.prepayment).toMatchObject({ percentage: 50, satisfied: false });
    // One box of 30,00 $: half of it first.
    expect(spaces(seen.amounts.to_pay_formatted)).toBe('30,00 $');
    expect(spaces(seen.prepayment.amount_formatted)).toBe('15,00 $');

    const early = await admin.put(`/api/admin/orders/${order.id}/status`, { status_id: confirmed });
    expect(early.statusCode).toBe(422);
    expect(spaces(early.json().message)).toBe(
      'El pedido mayorista necesita un prepago de 15,00 $ antes de avanzar',
    );

    const prepaid = await admin.post(`/api/admin/orders/${order.id}/payment`, { result: 'prepaid' });
    expect(prepaid.statusCode, prepaid.body).toBe(200);
    expect(prepaid.json().order).toMatchObject({
      payment_status: 'pending',
      prepayment: { satisfied: true },
      payments: [{ method: 'manual' }],
    });
    const list = (await admin.get(`/api/admin/orders?search=${order.order_id}`)).json();
    expect(list.data[0]).toMatchObject({
      wholesale: true,
      paid_formatted: prepaid.json().order.paid_formatted,
    });

    expect(
      (await admin.put(`/api/admin/orders/${order.id}/status`, { status_id: confirmed })).statusCode,
    ).toBe(200);
    const again = await admin.post(`/api/admin/orders/${order.id}/payment`, { result: 'prepaid' });
    expect(again.json().message).toBe('Este pedido no tiene prepago pendiente');
    const rest = await admin.post(`/api/admin/orders/${order.id}/payment`, { result: 'paid' });
    expect(rest.json().order).toMatchObject({ payment_status: 'paid', paid_amount: order.total });
    expect(spaces(rest.json().order.due_formatted)).toBe('0,00 $');
  });

  it('asks no prepayment of a retail order', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    expect((await agent.get(`/api/orders/${order.id}`)).json().prepayment).toBeNull();
    const prepaid = await admin.post(`/api/admin/orders/${order.id}/payment`, { result: 'prepaid' });
    expect(prepaid.statusCode).toBe(422);
    expect(
      (await admin.put(`/api/admin/orders/${order.id}/status`, { status_id: confirmed })).statusCode,
    ).toBe(200);
  });
});
