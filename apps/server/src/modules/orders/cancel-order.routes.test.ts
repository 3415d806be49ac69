import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { availability, openShop, orderStatusIds } from '../../test/shop';

/**
 * A shopper who ordered by mistake cancels the order themselves while it is new and nothing is paid: its units go
 * back on sale, staff are told not to prepare it, and the history says who cancelled it. Later, it is staff's call.
 */
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number; slug: string };
let statuses: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  product = await shop.product({ name: 'Arroz 5 kg', real_quantity: 10 });
  statuses = await orderStatusIds(admin);
});
afterAll(() => t.close());

const cancel = (agent: Agent, id: number | string) => agent.post(`/api/orders/${id}/cancel`, {});

describe('a shopper cancelling their order', () => {
  it('cancels a new unpaid order: its units back on sale, the shopper and staff told, the history kept', async () => {
    const { agent, user } = await signInAs(t.app, { role: 'customer', name: 'Lianet', lastname: 'Castillo' });
    const order = await pickupOrder(agent, shop, product.id);
    expect((await agent.get(`/api/orders/${order.id}`)).json().can_cancel).toBe(true);
    expect(await availability(agent, product.slug)).toBe(9);

    const cancelled = await cancel(agent, order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.headers['cache-control']).toContain('no-store');
    expect(cancelled.json()).toMatchObject({
      message: 'Pedido cancelado',
      order: {
        id: order.id,
        status: { name: 'Cancelado', is_final: true },
        status_reason: 'Cancelado por el cliente',
        payment_status: 'cancelled',
        can_cancel: false,
        can_pay: false,
      },
    });
    expect(await availability(agent, product.slug)).toBe(10);

    const staffView = (await admin.get(`/api/admin/orders/${order.id}`)).json();
    expect(staffView.history.at(-1)).toMatchObject({ to: 'Cancelado', reason: 'Cancelado por el cliente' });
    expect(staffView.history.at(-1).by).toContain('Lianet Castillo');
    // The shop wrote the reason, so each reader reads it in their own language.
    const english = { headers: { 'accept-language': 'en-US' } };
    expect((await agent.get(`/api/orders/${order.id}`, english)).json().status_reason).toBe(
      'Cancelled by the customer',
    );
    expect((await admin.get(`/api/admin/orders/${order.id}`, english)).json().history.at(-1).reason).toBe(
      'Cancelled by the customer',
    );
    // So is the status a fresh shop named itself (decision 087): on the order, in the lists, in the history.
    expect((await agent.get(`/api/orders/${order.id}`, english)).json().status.name).toBe('Cancelled');
    const mine = (await agent.get('/api/orders', english)).json().data;
    expect(mine.find((o: { id: number }) => o.id === order.id).status.name).toBe('Cancelled');
    expect((await admin.get(`/api/admin/orders/${order.id}`, english)).json().history.at(-1)).toMatchObject({
      from: 'Pending',
      to: 'Cancelled',
    });
    expect((await agent.get(`/api/orders/${order.id}`)).json().status.name).toBe('Cancelado');
    const [told] = (await mailsTo(t, user.email)).filter((m) => m.subject.includes('Cancelado'));
    expect(told?.text).toContain('Motivo: Cancelado por el cliente');
    const staff = (await mailsTo(t, TEST_ADMIN.email)).find((m) =>
      m.subject.startsWith('Pedido cancelado por el cliente'),
    );
    expect(staff?.subject).toBe(`Pedido cancelado por el cliente: ${order.order_id}`);
    expect(staff?.text).toContain('no hay que prepararlo');

    // Once is enough: a second try is refused, in the shopper's language.
    const again = await agent.post(
      `/api/orders/${order.id}/cancel`,
      {},
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(
      'This order can no longer be cancelled: write to us if you need to change it',
    );
  });

  it('leaves an order staff took on, or one paid, to staff', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const confirmed = await pickupOrder(agent, shop, product.id);
    expect(
      (await admin.put(`/api/admin/orders/${confirmed.id}/status`, { status_id: statuses.Confirmado }))
        .statusCode,
    ).toBe(200);
    expect((await agent.get(`/api/orders/${confirmed.id}`)).json().can_cancel).toBe(false);
    const refused = await cancel(agent, confirmed.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Este pedido ya no se puede cancelar: escríbenos si necesitas cambiarlo',
    );
    expect((await agent.get(`/api/orders/${confirmed.id}`)).json().status.name).toBe('Confirmado');

    const paid = await pickupOrder(agent, shop, product.id);
    expect((await admin.post(`/api/admin/orders/${paid.id}/payment`, { result: 'paid' })).statusCode).toBe(
      200,
    );
    expect((await cancel(agent, paid.id)).statusCode).toBe(422);
    expect((await agent.get(`/api/orders/${paid.id}`)).json().payment_status).toBe('paid');
  });

  it('is only for the order’s own shopper, signed in, and answers a bad address with not found', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    const stranger = (await signInAs(t.app, { role: 'customer' })).agent;
    expect((await cancel(stranger, order.id)).statusCode).toBe(404);
    expect((await cancel(new Agent(t.app), order.id)).statusCode).toBe(401);
    for (const id of ['999999', 'abc', '-1', '1e3', '0x10'])
      expect((await cancel(agent, id)).statusCode, id).toBe(404);
    // Nothing above touched it.
    expect((await agent.get(`/api/orders/${order.id}`)).json()).toMatchObject({ can_cancel: true });
  });
});
