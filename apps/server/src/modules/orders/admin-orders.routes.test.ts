import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import {
  availability,
  discountInventoryAt,
  homeOrder,
  MARIA_IN_PLAZA,
  openShop,
  orderStatusIds,
} from '../../test/shop';
import { orders } from './orders.table';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let statuses: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  statuses = await orderStatusIds(admin);
  // Inventory leaves the shop when the order is confirmed.
  await discountInventoryAt(admin, statuses.Confirmado);
});
afterAll(() => t.close());

async function orderOf(quantity: number, realQuantity = 10) {
  const product = await shop.product({ name: `Arroz ${Math.random()}`, real_quantity: realQuantity });
  const placed = await homeOrder(t, product.id, quantity);
  if (!placed) throw new Error('the cart refused the units');
  return { ...placed, product };
}

const stockOf = async (slug: string) => {
  const p = (await admin.get(`/api/admin/products/${slug}`)).json();
  return { real: p.real_quantity as number, held: p.held_quantity as number };
};

describe('orders in the back office', () => {
  it('lists orders with server-side filters and finds one by its id', async () => {
    const { order } = await orderOf(1);
    const byId = (await admin.get(`/api/admin/orders?search=${order.order_id}`)).json();
    expect(byId.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const pending = (
      await admin.get(`/api/admin/orders?status_id=${statuses.Pendiente}&payment_status=pending`)
    ).json();
    expect(pending.data.some((o: { id: number }) => o.id === order.id)).toBe(true);
    const pickups = (await admin.get('/api/admin/orders?delivery_method=pickup')).json();
    expect(pickups.data.some((o: { id: number }) => o.id === order.id)).toBe(false);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/orders?date_from=${today}&date_to=${today}`)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/orders?date_from=yesterday')).json().errors).toEqual({
      date_from: ['Fecha no válida'],
    });
    // Upside down, the range would list nothing and say nothing.
    const reversed = await admin.get('/api/admin/orders?date_from=2026-03-01&date_to=2026-02-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({
      date_to: ['La fecha final no puede ser anterior a la inicial'],
    });
    expect((await admin.get('/api/admin/orders/999999')).statusCode).toBe(404);
  });

  it('finds an order by its recipient’s name or phone as staff type them, and by its customer’s, accents aside', async () => {
    const { order } = await orderOf(1);
    // A recipient of this order alone, as the checkout keeps them (the phone with its country code).
    await t.app.db
      .update(orders)
      .set({
        recipient: {
          ...MARIA_IN_PLAZA,
          name: 'Eulalia',
          last_name: 'Muñoz Peña',
          phone: '+5359871234',
          ci: null,
          email: null,
          first_street: null,
          second_street: null,
          house_or_apartment: null,
          point_of_reference: null,
          address: null,
        },
      })
      .where(eq(orders.id, order.id));
    const found = async (search: string) =>
      (await admin.get(`/api/admin/orders?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((o: { id: number }) => o.id);

    for (const search of [
      'Eulalia',
      'eulalia munoz',
      'MUÑOZ PEÑA',
      '5 987 1234',
      '+53 5987-1234',
      '59871234',
    ])
      expect(await found(search), search).toEqual([order.id]);
    // Another phone; a name that is nobody's.
    expect(await found('5 987 0000')).toEqual([]);
    expect(await found('Eulalia Pérez')).toEqual([]);
    // The customer's own e-mail still finds it.
    const customerEmail = (await admin.get(`/api/admin/orders/${order.id}`)).json().customer.email as string;
    expect(await found(customerEmail)).toEqual([order.id]);
  });

  it('discounts the stock at the configured status and gives it back when cancelled', async () => {
    const { order, product, agent } = await orderOf(3);
    expect(await stockOf(product.slug)).toEqual({ real: 10, held: 3 });

    const confirmed = await admin.put(`/api/admin/orders/${order.id}/status`, {
      status_id: statuses.Confirmado,
      reason: 'Llamamos al cliente',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toBe('Estado cambiado exitosamente');
    expect(await stockOf(product.slug)).toEqual({ real: 7, held: 0 });
    expect(await availability(agent, product.slug)).toBe(7);

    // The shopper sees the new status and its reason.
    expect((await agent.get(`/api/orders/${order.id}`)).json()).toMatchObject({
      status: { name: 'Confirmado' },
      status_reason: 'Llamamos al cliente',
    });

    const cancelled = await admin.put(`/api/admin/orders/${order.id}/status`, {
      status_id: statuses.Cancelado,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().order).toMatchObject({ payment_status: 'cancelled', stock_discounted: false });
    expect(await stockOf(product.slug)).toEqual({ real: 10, held: 0 });
    expect(cancelled.json().order.history.map((h: { to: string }) => h.to)).toEqual([
      'Pendiente',
      'Confirmado',
      'Cancelado',
    ]);

    // A final status closes the order.
    const reopened = await admin.put(`/api/admin/orders/${order.id}/status`, {
      status_id: statuses.Pendiente,
    });
    expect(reopened.statusCode).toBe(422);
    expect(reopened.json().message).toBe('No se pudo cambiar el estado');
  });

  it('refuses a reason longer than 250 characters and an unknown status', async () => {
    const { order } = await orderOf(1);
    const long = await admin.put(`/api/admin/orders/${order.id}/status`, {
      status_id: statuses.Confirmado,
      reason: 'x'.repeat(251),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.reason).toBeTruthy();
    const unknown = await admin.put(`/api/admin/orders/${order.id}/status`, { status_id: 999_999 });
    expect(unknown.json().message).toBe('No se pudo cambiar el estado');
    expect(
      (await admin.put('/api/admin/orders/999999/status', { status_id: statuses.Confirmado })).statusCode,
    ).toBe(404);
  });

  it('records payments only while the order can be paid, and a denied payment cancels it', async () => {
    const { order, product } = await orderOf(2);
    const paid = await admin.post(`/api/admin/orders/${order.id}/payment`, { result: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'Pago aceptado con éxito',
      order: { payment_status: 'paid' },
    });
    const again = await admin.post(`/api/admin/orders/${order.id}/payment`, { result: 'paid' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('No se puede pagar');

    const second = await orderOf(2);
    const denied = await admin.post(`/api/admin/orders/${second.order.id}/payment`, { result: 'denied' });
    expect(denied.json()).toMatchObject({
      message: 'Pedido cancelado porque el pago fue denegado',
      order: { payment_status: 'cancelled', status: { name: 'Cancelado' } },
    });
    expect(await stockOf(second.product.slug)).toEqual({ real: 10, held: 0 });
    expect(await stockOf(product.slug)).toEqual({ real: 10, held: 2 });
  });

  it('sets the contacted and dispatched flags', async () => {
    const { order } = await orderOf(1);
    const contacted = await admin.put(`/api/admin/orders/${order.id}/contacted`, { value: true });
    expect(contacted.json().order.contacted).toBe(true);
    const dispatched = await admin.put(`/api/admin/orders/${order.id}/dispatched`, { value: true });
    expect(dispatched.json().order.dispatched).toBe(true);
    expect((await admin.put(`/api/admin/orders/${order.id}/contacted`, { value: 'yes' })).statusCode).toBe(
      422,
    );
    expect((await admin.put('/api/admin/orders/999999/contacted', { value: true })).statusCode).toBe(404);
  });

  it('does not dispatch a cancelled order, and still undoes an earlier dispatch', async () => {
    const { order } = await orderOf(1);
    expect((await admin.put(`/api/admin/orders/${order.id}/dispatched`, { value: true })).statusCode).toBe(
      200,
    );
    const cancelled = await admin.put(`/api/admin/orders/${order.id}/status`, {
      status_id: statuses.Cancelado,
    });
    expect(cancelled.json().order.status).toMatchObject({ name: 'Cancelado', role: 'cancelled' });

    const undone = await admin.put(`/api/admin/orders/${order.id}/dispatched`, { value: false });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().order).toMatchObject({ dispatched: false, dispatch: null });
    const refused = await admin.put(
      `/api/admin/orders/${order.id}/dispatched`,
      { value: true },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('A cancelled order is not dispatched');
    expect((await admin.get(`/api/admin/orders/${order.id}`)).json().dispatched).toBe(false);
    // Contacting the customer about it stays possible.
    expect((await admin.put(`/api/admin/orders/${order.id}/contacted`, { value: true })).statusCode).toBe(
      200,
    );
    expect((await admin.put('/api/admin/orders/999999/dispatched', { value: true })).statusCode).toBe(404);
  });

  it('lets a role change statuses only with change_status_orders', async () => {
    const { order } = await orderOf(1);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.get(`/api/admin/orders/${order.id}`)).statusCode).toBe(200);
    const refused = await reader.put(`/api/admin/orders/${order.id}/status`, {
      status_id: statuses.Confirmado,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes permito tal operación');
  });
});
