import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { HAVANA, homeOrder, openShop, orderStatusIds, shopper } from '../../test/shop';
import { routeOrder } from './distribution.service';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let statuses: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  statuses = await orderStatusIds(admin);
});
afterAll(() => t.close());

type Board = {
  delivered_status: { name: string } | null;
  groups: Array<{
    municipality_name: string;
    stops: Array<{
      id: number;
      order_id: string;
      recipient: { name: string; phone: string; address: string };
      to_collect_formatted: string;
      units: number;
      dispatched_at: string | null;
      dispatched_by: string | null;
      customer_note: string | null;
      staff_notes: string[];
      about_customer: string | null;
    }>;
  }>;
};
const board = async (agent = admin) => {
  const reply = await agent.get('/api/admin/distribution');
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as Board;
};
const stopOf = (b: Board, id: number) => b.groups.flatMap((g) => g.stops).find((s) => s.id === id);

async function malangaOrder(quantity: number, note?: string) {
  const product = await shop.product({
    name: `Malanga ${Math.random()}`,
    real_quantity: 20,
    regular_price: 1250,
  });
  const placed = await homeOrder(t, product.id, quantity, { note });
  if (!placed) throw new Error('the cart refused the units');
  return placed.order;
}

describe('the dispatch board', () => {
  it('lists confirmed home deliveries by municipality with what to collect, and marks them dispatched and delivered', async () => {
    const order = await malangaOrder(2, 'Si no estoy, dejarlo con la vecina del 3');
    // Not yet confirmed: not on the board.
    expect(stopOf(await board(), order.id)).toBeUndefined();
    await admin.put(`/api/admin/orders/${order.id}/status`, { status_id: statuses['En preparación'] });

    let b = await board();
    expect(b.delivered_status?.name).toBe('Entregado');
    const group = b.groups.find((g) => g.stops.some((s) => s.id === order.id));
    expect(group?.municipality_name).toBe('Plaza de la Revolución');
    expect(stopOf(b, order.id)).toMatchObject({
      order_id: order.order_id,
      recipient: { name: 'María González', phone: '+5352345678', address: 'Calle 23 entre L y M, Apto 4' },
      units: 2,
      // 2 × 12,50 $ and the fixed shipping of 5,00 $, cash on delivery.
      to_collect_formatted: '30,00\u00a0$',
      dispatched_at: null,
    });
    expect(stopOf(b, order.id)).toMatchObject({
      customer_note: 'Si no estoy, dejarlo con la vecina del 3',
      staff_notes: [],
    });
    // What staff noted on the order travels with the round, oldest first.
    await admin.post(`/api/admin/orders/${order.id}/notes`, {
      text: 'Llamar al llegar: el timbre no funciona',
    });
    await admin.post(`/api/admin/orders/${order.id}/notes`, {
      text: 'Pagará con billetes de 20 $: llevar cambio',
    });
    expect(stopOf(await board(), order.id)?.staff_notes).toEqual([
      'Llamar al llegar: el timbre no funciona',
      'Pagará con billetes de 20 $: llevar cambio',
    ]);
    // And what staff keep in mind about its customer (decision 104).
    expect(stopOf(await board(), order.id)?.about_customer).toBeNull();
    const customerId = (await admin.get(`/api/admin/orders/${order.id}`)).json().customer.id;
    await admin.put(`/api/admin/users/${customerId}/note`, {
      text: 'Prefiere que la llamen antes de subir.',
    });
    expect(stopOf(await board(), order.id)?.about_customer).toBe('Prefiere que la llamen antes de subir.');

    const dispatched = await admin.post(`/api/admin/distribution/${order.id}/dispatched`);
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    b = await board();
    expect(stopOf(b, order.id)).toMatchObject({
      dispatched_at: expect.any(String),
      dispatched_by: 'Super Administrador',
    });
    // The order's page says so too, to staff only.
    const staffView = (await admin.get(`/api/admin/orders/${order.id}`)).json();
    expect(staffView.dispatch).toEqual({ at: expect.any(String), by: 'Super Administrador' });

    const delivered = await admin.post(`/api/admin/distribution/${order.id}/delivered`);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({
      message: 'Estado cambiado exitosamente',
      order: { status: { name: 'Entregado' } },
    });
    expect(stopOf(await board(), order.id)).toBeUndefined();
    // Delivered is final: the board no longer acts on it.
    expect((await admin.post(`/api/admin/distribution/${order.id}/delivered`)).statusCode).toBe(404);
  });

  it('answers 404 for pickups, unknown orders and bad ids, and 403 without the orders permissions', async () => {
    const { agent } = await shopper(t);
    const product = await shop.product({ name: `Boniato ${Math.random()}`, real_quantity: 5 });
    const pickup = await pickupOrder(agent, shop, product.id);
    await admin.put(`/api/admin/orders/${pickup.id}/status`, { status_id: statuses.Confirmado });
    const notOnBoard = await admin.post(`/api/admin/distribution/${pickup.id}/dispatched`);
    expect(notOnBoard.statusCode).toBe(404);
    expect(notOnBoard.json().message).toBe('Este pedido no está en el reparto');
    expect((await admin.post('/api/admin/distribution/999999/delivered')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/distribution/abc/delivered')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/distribution/99999999999/delivered')).statusCode).toBe(404);

    const reader = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.agent.get('/api/admin/distribution')).statusCode).toBe(200);
    expect((await reader.agent.post(`/api/admin/distribution/${pickup.id}/dispatched`)).statusCode).toBe(403);
    expect((await agent.get('/api/admin/distribution')).statusCode).toBe(403);
  });

  it('orders the stops from the shop on to the nearest one, with unpinned stops last', () => {
    const near = { item: 'near', point: { longitude: HAVANA.longitude - 0.01, latitude: HAVANA.latitude } };
    const far = { item: 'far', point: { longitude: HAVANA.longitude - 0.1, latitude: HAVANA.latitude } };
    const middle = {
      item: 'middle',
      point: { longitude: HAVANA.longitude - 0.05, latitude: HAVANA.latitude },
    };
    const route = routeOrder(HAVANA, [far, { item: 'unpinned', point: null }, near, middle]);
    expect(route.map((s) => s.item)).toEqual(['near', 'middle', 'far', 'unpinned']);
    expect(route[3]?.leg).toBeNull();
  });
});
