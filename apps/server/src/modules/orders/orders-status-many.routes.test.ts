import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { discountInventoryAt, homeOrder, openShop, orderStatusIds } from '../../test/shop';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let statuses: Record<string, number>;

const path = '/api/admin/orders/status';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  statuses = await orderStatusIds(admin);
  // Inventory leaves the shop when the order is confirmed.
  await discountInventoryAt(admin, statuses.Confirmado);
});
afterAll(() => t.close());

/** A new shopper's order of `quantity` units of a product of its own, ten in stock. */
async function orderOf(quantity = 1) {
  const product = await shop.product({ name: `Arroz ${Math.random()}`, real_quantity: 10 });
  const placed = await homeOrder(t, product.id, quantity);
  if (!placed) throw new Error('the cart refused the units');
  const seen = (await admin.get(`/api/admin/orders/${placed.order.id}`)).json();
  return { ...placed.order, product, email: seen.customer.email as string };
}

const stockOf = async (slug: string) => {
  const p = (await admin.get(`/api/admin/products/${slug}`)).json();
  return { real: p.real_quantity as number, held: p.held_quantity as number };
};
const statusOf = async (id: number) => (await admin.get(`/api/admin/orders/${id}`)).json().status.name;

describe('PUT /api/admin/orders/status', () => {
  it('moves every order to the status, each by the rules of one change, and tells each customer', async () => {
    const first = await orderOf(2);
    const second = await orderOf(3);
    const moved = await admin.put(path, {
      ids: [second.id, first.id, first.id],
      status_id: statuses.Confirmado,
      reason: 'Confirmados por teléfono',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.headers['cache-control']).toBe('no-store');
    expect(moved.json()).toEqual({
      message: 'Estado cambiado exitosamente',
      changed: [
        { id: first.id, order_id: first.order_id },
        { id: second.id, order_id: second.order_id },
      ],
      refused: [],
    });
    // Each as if changed alone: its units left the stock, its history names who and why.
    expect(await stockOf(first.product.slug)).toEqual({ real: 8, held: 0 });
    expect(await stockOf(second.product.slug)).toEqual({ real: 7, held: 0 });
    const history = (await admin.get(`/api/admin/orders/${first.id}`)).json().history;
    expect(history.at(-1)).toMatchObject({
      from: 'Pendiente',
      to: 'Confirmado',
      reason: 'Confirmados por teléfono',
      by: 'Super Administrador',
    });
    for (const order of [first, second]) {
      const mails = await mailsTo(t, order.email);
      expect(mails.map((m) => m.subject)).toContain(`Pedido ${order.order_id}: Confirmado`);
    }
  });

  it('leaves the orders it cannot move, each with why, and moves the others', async () => {
    const open = await orderOf();
    const already = await orderOf();
    const closed = await orderOf();
    expect(
      (await admin.put(`/api/admin/orders/${already.id}/status`, { status_id: statuses.Confirmado }))
        .statusCode,
    ).toBe(200);
    expect(
      (await admin.put(`/api/admin/orders/${closed.id}/status`, { status_id: statuses.Cancelado }))
        .statusCode,
    ).toBe(200);

    const moved = await admin.put(path, {
      ids: [open.id, already.id, closed.id, 999_999],
      status_id: statuses.Confirmado,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      message: 'Estado cambiado exitosamente',
      changed: [{ id: open.id, order_id: open.order_id }],
      refused: [
        { id: already.id, order_id: already.order_id, message: 'El pedido ya tiene ese estado' },
        { id: closed.id, order_id: closed.order_id, message: 'El pedido está cerrado: su estado es final' },
        { id: 999_999, order_id: 'P-999999', message: 'Pedido no encontrado' },
      ],
    });
    expect(await statusOf(open.id)).toBe('Confirmado');
    expect(await statusOf(closed.id)).toBe('Cancelado');

    // In the reader's language.
    const english = await admin.put(
      path,
      { ids: [closed.id], status_id: statuses.Confirmado },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json()).toMatchObject({
      message: 'The status could not be changed',
      refused: [{ id: closed.id, message: 'The order is closed: its status is final' }],
    });
  });

  it('refuses what it cannot read, in the reader’s language, moving nothing', async () => {
    const order = await orderOf();
    const refusals: Array<[unknown, string]> = [
      [{ ids: [], status_id: statuses.Confirmado }, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), status_id: statuses.Confirmado }, 'ids'],
      [{ ids: [0], status_id: statuses.Confirmado }, 'ids.0'],
      [{ ids: ['uno'], status_id: statuses.Confirmado }, 'ids.0'],
      [{ ids: [1e12], status_id: statuses.Confirmado }, 'ids.0'],
      [{ ids: [1.5], status_id: statuses.Confirmado }, 'ids.0'],
      [{ ids: 'todos', status_id: statuses.Confirmado }, 'ids'],
      [{ ids: [order.id] }, 'status_id'],
      [{ ids: [order.id], status_id: statuses.Confirmado, reason: 'x'.repeat(251) }, 'reason'],
      [{ ids: [order.id], status_id: statuses.Confirmado, user_id: 1 }, ''],
    ];
    for (const [body, field] of refusals) {
      const refused = await admin.put(path, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      if (field) expect(Object.keys(refused.json().errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    // A status that does not exist refuses the whole request.
    const unknown = await admin.put(path, { ids: [order.id], status_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      message: 'No se pudo cambiar el estado',
      errors: { status_id: [expect.any(String)] },
    });
    const english = await admin.put(
      path,
      { ids: [], status_id: statuses.Confirmado },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().message).not.toMatch(/[áéíóúñ]/);
    // Not a JSON body at all.
    const garbled = await admin.put(path, '{"ids": [', { headers: { 'content-type': 'application/json' } });
    expect(garbled.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('Pendiente');
  });

  it('asks for a session, read_orders and change_status_orders before reading the body', async () => {
    const order = await orderOf();
    const body = { ids: [order.id], status_id: statuses.Confirmado };
    expect((await new Agent(t.app).put(path, body)).statusCode).toBe(401);
    for (const permissions of [['read_orders'], ['change_status_orders'], ['read_orders', 'update_orders']]) {
      const { agent } = await signInAs(t.app, { role: { permissions } });
      expect((await agent.put(path, body)).statusCode, permissions.join()).toBe(403);
      // A body it cannot read is still a refusal of the person, not of the body.
      expect((await agent.put(path, { ids: 'todos' })).statusCode, permissions.join()).toBe(403);
    }
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.put(path, body)).statusCode).toBe(403);
    expect(await statusOf(order.id)).toBe('Pendiente');
    // With both, it moves.
    const { agent: clerk } = await signInAs(t.app, {
      role: { permissions: ['read_orders', 'change_status_orders'] },
    });
    expect((await clerk.put(path, body)).json().changed).toEqual([
      { id: order.id, order_id: order.order_id },
    ]);
  });

  it('leaves the one-order routes as they were', async () => {
    const order = await orderOf();
    expect((await admin.get(`/api/admin/orders/${order.id}`)).statusCode).toBe(200);
    // "status" is not an order: GET finds no route there, and no order by that name.
    expect((await admin.get(path)).statusCode).toBe(404);
  });
});
