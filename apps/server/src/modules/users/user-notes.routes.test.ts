import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';

let t: TestApp;
let admin: Agent;
let customer: { agent: Agent; user: { id: number } };
let orderId: number;

/** Decision 104: a customer who ordered once, about whom staff keep a note. */
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const shop = await openShop(admin);
  const product = await shop.product({ name: 'Café molido', regular_price: 325, real_quantity: 10 });
  customer = await signInAs(t.app, { name: 'Lianet', lastname: 'Castillo' });
  orderId = (await pickupOrder(customer.agent, shop, product.id)).id;
});
afterAll(() => t.close());

const notePath = (id: number) => `/api/admin/users/${id}/note`;

describe("a user's note for staff (decision 104)", () => {
  it('is written, changed and cleared from their page, and read on their orders', async () => {
    const empty = await admin.get(notePath(customer.user.id));
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ text: '', by: null, at: null });
    expect(empty.headers['cache-control']).toContain('no-store');

    const saved = await admin.put(notePath(customer.user.id), {
      text: '  Llamar antes de entregar: trabaja de mañana.\nPaga siempre en efectivo.  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Nota guardada',
      note: {
        text: 'Llamar antes de entregar: trabaja de mañana.\nPaga siempre en efectivo.',
        by: 'Super Administrador',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    expect((await admin.get(notePath(customer.user.id))).json().text).toBe(
      'Llamar antes de entregar: trabaja de mañana.\nPaga siempre en efectivo.',
    );
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(order.customer).toMatchObject({
      id: customer.user.id,
      staff_note: 'Llamar antes de entregar: trabaja de mañana.\nPaga siempre en efectivo.',
    });
    // The shopper's own order never carries it.
    const own = (await customer.agent.get(`/api/orders/${orderId}`)).json();
    expect(JSON.stringify(own)).not.toContain('Llamar antes');

    const { agent: clerk } = await signInAs(t.app, {
      name: 'Ana',
      lastname: 'Pérez',
      role: { permissions: ['update_users'] },
    });
    const changed = await clerk.put(notePath(customer.user.id), { text: 'Paga por transferencia.' });
    expect(changed.json().note).toMatchObject({ text: 'Paga por transferencia.', by: 'Ana Pérez' });

    const cleared = await admin.put(notePath(customer.user.id), { text: '   ' });
    expect(cleared.json()).toEqual({ message: 'Nota borrada', note: { text: '', by: null, at: null } });
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().customer.staff_note).toBeNull();
  });

  it("refuses a note past its length and a body of another shape, in the reader's language", async () => {
    const long = await admin.put(notePath(customer.user.id), { text: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toHaveLength(1);
    const english = await admin.put(
      notePath(customer.user.id),
      { text: 'a'.repeat(1001) },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().message).not.toBe(long.json().message);
    for (const body of [{}, { text: 5 }, { text: 'Hola', by: 1 }, [], null])
      expect((await admin.put(notePath(customer.user.id), body)).statusCode).toBe(422);
    // Markup is kept as the text it is: the pages print it as text.
    const markup = await admin.put(notePath(customer.user.id), { text: '<img src=x onerror=alert(1)>' });
    expect(markup.json().note.text).toBe('<img src=x onerror=alert(1)>');
    expect((await admin.get(notePath(customer.user.id))).json().text).toBe('<img src=x onerror=alert(1)>');
  });

  it('is 404 for a user who is not there', async () => {
    expect((await admin.get(notePath(999_999))).statusCode).toBe(404);
    expect((await admin.put(notePath(999_999), { text: 'Hola' })).statusCode).toBe(404);
    expect((await admin.get('/api/admin/users/abc/note')).statusCode).toBe(404);
  });

  it('asks for update_users', async () => {
    expect((await new Agent(t.app).get(notePath(customer.user.id))).statusCode).toBe(401);
    expect((await new Agent(t.app).put(notePath(customer.user.id), { text: 'x' })).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_users', 'read_orders'] } });
    expect((await reader.get(notePath(customer.user.id))).statusCode).toBe(403);
    expect((await reader.put(notePath(customer.user.id), { text: 'x' })).statusCode).toBe(403);
    expect((await customer.agent.put(notePath(customer.user.id), { text: 'x' })).statusCode).toBe(403);
  });
});
