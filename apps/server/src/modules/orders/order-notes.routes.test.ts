import { ORDER_NOTES_MAX } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';
import { orderNotes } from './orders.table';

/** Staff leave each other notes on an order; the shopper never sees them, and only a note's author takes it back. */
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number; slug: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  product = await shop.product({ name: 'Aceite 1 L', real_quantity: 50 });
});
afterAll(() => t.close());

async function anOrder() {
  const { agent } = await signInAs(t.app, { role: 'customer' });
  return { shopper: agent, order: await pickupOrder(agent, shop, product.id) };
}

const clerk = (permissions = ['read_orders', 'update_orders']) =>
  signInAs(t.app, { role: { permissions }, name: 'Yanelis', lastname: 'Rodríguez' });

describe('staff notes on an order', () => {
  it('adds a note with its author and time, keeps them oldest first, and never shows them to the shopper', async () => {
    const { shopper, order } = await anOrder();
    const { agent: yanelis, user } = await clerk();
    const first = await yanelis.post(`/api/admin/orders/${order.id}/notes`, {
      text: '  Llamó: prefiere recoger el sábado por la mañana.  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.json().message).toBe('Nota añadida');
    await admin.post(`/api/admin/orders/${order.id}/notes`, { text: '<b>Confirmado</b> por teléfono' });

    const notes = (await admin.get(`/api/admin/orders/${order.id}`)).json().notes;
    expect(notes).toMatchObject([
      {
        text: 'Llamó: prefiere recoger el sábado por la mañana.',
        author_id: user.id,
        by: 'Yanelis Rodríguez',
      },
      // Kept as written: the page shows it as text.
      { text: '<b>Confirmado</b> por teléfono' },
    ]);
    expect(Date.parse(notes[0].at)).not.toBeNaN();

    const mine = await shopper.get(`/api/orders/${order.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('sábado por la mañana');
    expect(mine.json().notes).toBeUndefined();
  });

  it('refuses an empty note, one over 300 characters and unknown fields, in the reader language', async () => {
    const { order } = await anOrder();
    const path = `/api/admin/orders/${order.id}/notes`;
    const empty = await admin.post(path, { text: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.text).toEqual(['Este campo es requerido']);
    const long = await admin.post(
      path,
      { text: 'a'.repeat(301) },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text[0]).toMatch(/300/);
    expect((await admin.post(path, { text: 'Hola', pinned: true })).statusCode).toBe(422);
    expect((await admin.post(path, { text: 42 })).statusCode).toBe(422);
    expect((await admin.get(`/api/admin/orders/${order.id}`)).json().notes).toEqual([]);
  });

  it(`keeps at most ${ORDER_NOTES_MAX} notes on an order`, async () => {
    const { order } = await anOrder();
    await t.app.db
      .insert(orderNotes)
      .values(Array.from({ length: ORDER_NOTES_MAX }, (_, n) => ({ orderId: order.id, text: `Nota ${n}` })));
    const full = await admin.post(`/api/admin/orders/${order.id}/notes`, { text: 'Una más' });
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(`Este pedido ya tiene ${ORDER_NOTES_MAX} notas: no caben más`);
  });

  it('lets only its author take a note back', async () => {
    const { order } = await anOrder();
    const { agent: yanelis } = await clerk();
    const added = (
      await yanelis.post(`/api/admin/orders/${order.id}/notes`, { text: 'Cliente no contesta' })
    ).json();
    const noteId = added.order.notes[0].id;

    const notHers = await admin.delete(`/api/admin/orders/${order.id}/notes/${noteId}`);
    expect(notHers.statusCode).toBe(403);
    expect(notHers.json().message).toBe('No tienes permito tal operación');

    const taken = await yanelis.delete(`/api/admin/orders/${order.id}/notes/${noteId}`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ message: 'Nota eliminada', order: { notes: [] } });
    expect((await yanelis.delete(`/api/admin/orders/${order.id}/notes/${noteId}`)).statusCode).toBe(404);
  });

  it('answers 404 for an order or a note that is not there, and 403 without update_orders', async () => {
    const { order } = await anOrder();
    expect((await admin.post('/api/admin/orders/999999/notes', { text: 'Hola' })).statusCode).toBe(404);
    expect((await admin.post('/api/admin/orders/abc/notes', { text: 'Hola' })).statusCode).toBe(404);
    expect((await admin.delete(`/api/admin/orders/${order.id}/notes/999999`)).statusCode).toBe(404);
    // A note of another order is not found through this one.
    const other = await anOrder();
    const note = (await admin.post(`/api/admin/orders/${other.order.id}/notes`, { text: 'Otra' })).json()
      .order.notes[0].id;
    expect((await admin.delete(`/api/admin/orders/${order.id}/notes/${note}`)).statusCode).toBe(404);

    const { agent: reader } = await clerk(['read_orders']);
    const refused = await reader.post(`/api/admin/orders/${order.id}/notes`, { text: 'Hola' });
    expect(refused.statusCode).toBe(403);
    expect((await reader.get(`/api/admin/orders/${order.id}`)).json().notes).toEqual([]);
  });
});
