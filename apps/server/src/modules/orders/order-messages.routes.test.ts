import { ORDER_MESSAGES_MAX } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { openShop } from '../../test/shop';
import { users } from '../users';
import { orderMessages } from './orders.table';

/** Decision 106: the shop writes to an order's customer; they read it on their order and by mail. */
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
  const { agent, user } = await signInAs(t.app, { role: 'customer' });
  return { shopper: agent, user, order: await pickupOrder(agent, shop, product.id) };
}
const path = (id: number) => `/api/admin/orders/${id}/messages`;

describe("the shop's messages to an order's customer", () => {
  it('keeps the message on the order for both to read, names its writer to staff alone, and mails the customer', async () => {
    const { shopper, user, order } = await anOrder();
    const { agent: clerk } = await signInAs(t.app, {
      role: { permissions: ['read_orders', 'update_orders'] },
      name: 'Yanelis',
      lastname: 'Rodríguez',
    });
    const sent = await clerk.post(path(order.id), {
      text: '  Su aceite llega el jueves: el proveedor se retrasó.\nDisculpe la espera.  ',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'Mensaje enviado al cliente',
      order: {
        messages: [
          {
            text: 'Su aceite llega el jueves: el proveedor se retrasó.\nDisculpe la espera.',
            from: 'shop',
            by: 'Yanelis Rodríguez',
            at: expect.stringMatching(/^\d{4}-/),
          },
        ],
      },
    });
    const own = (await shopper.get(`/api/orders/${order.id}`)).json();
    expect(own.messages).toEqual([
      {
        text: 'Su aceite llega el jueves: el proveedor se retrasó.\nDisculpe la espera.',
        at: expect.any(String),
        from: 'shop',
        unread: true,
      },
    ]);
    const mails = (await mailsTo(t, user.email)).filter((m) => m.subject.includes('un mensaje de la tienda'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Pedido ${order.order_id}: un mensaje de la tienda`);
    expect(mails[0]?.text).toContain('Su aceite llega el jueves: el proveedor se retrasó.');
    expect(mails[0]?.text).not.toContain('Yanelis');

    await admin.post(path(order.id), { text: 'Ya salió para la tienda.' });
    const staffView = (await admin.get(`/api/admin/orders/${order.id}`)).json();
    expect(staffView.messages.map((m: { text: string }) => m.text)).toEqual([
      'Su aceite llega el jueves: el proveedor se retrasó.\nDisculpe la espera.',
      'Ya salió para la tienda.',
    ]);
  });

  it("refuses an empty or too long message, another body, and a message past the order's cap", async () => {
    const { order } = await anOrder();
    const blank = await admin.post(path(order.id), { text: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ text: ['Este campo es requerido'] });
    expect((await admin.post(path(order.id), { text: 'a'.repeat(1001) })).statusCode).toBe(422);
    for (const body of [{}, { text: 7 }, { text: 'Hola', to: 'otro@correo.cu' }, [], null])
      expect((await admin.post(path(order.id), body)).statusCode).toBe(422);
    // Markup is kept as the text it is: pages and mails print it as text.
    const markup = await admin.post(path(order.id), { text: '<b>Hola</b>' });
    expect(markup.json().order.messages.at(-1).text).toBe('<b>Hola</b>');

    await t.app.db.insert(orderMessages).values(
      Array.from({ length: ORDER_MESSAGES_MAX - 1 }, (_, i) => ({
        orderId: order.id,
        text: `Mensaje ${i}`,
      })),
    );
    const full = await admin.post(path(order.id), { text: 'Uno más' });
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe('Se pueden enviar como mucho 20 mensajes sobre un pedido');
  });

  it('has nobody to write to once the customer account is gone, and no order is a 404', async () => {
    const { user, order } = await anOrder();
    await t.app.db.delete(users).where(eq(users.id, user.id));
    const gone = await admin.post(path(order.id), { text: 'Hola' });
    expect(gone.statusCode).toBe(422);
    expect(gone.json().message).toBe('Este pedido ya no tiene cliente a quien escribir');
    expect((await admin.post(path(999_999), { text: 'Hola' })).statusCode).toBe(404);
    expect((await admin.post('/api/admin/orders/abc/messages', { text: 'Hola' })).statusCode).toBe(404);
  });

  it('asks for read_orders and update_orders', async () => {
    const { shopper, order } = await anOrder();
    expect((await new Agent(t.app).post(path(order.id), { text: 'Hola' })).statusCode).toBe(401);
    expect((await shopper.post(path(order.id), { text: 'Hola' })).statusCode).toBe(403);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.post(path(order.id), { text: 'Hola' })).statusCode).toBe(403);
    expect((await shopper.get(`/api/orders/${order.id}`)).json().messages).toEqual([]);
  });
});

describe('the customer writes back (decision 107)', () => {
  const mine = (id: number) => `/api/orders/${id}/messages`;

  it('keeps their message on the order, mails it to the staff told of new orders, and waits for the answer', async () => {
    const { shopper, order } = await anOrder();
    await admin.post(path(order.id), { text: '¿Prefiere recogerlo el viernes?' });
    const dashboard = async () => (await admin.get('/api/admin/dashboard/orders')).json().messages_waiting;
    const waitingIds = async () =>
      (await admin.get('/api/admin/orders?messages=waiting&per_page=100'))
        .json()
        .data.map((o: { id: number }) => o.id);
    const before = await dashboard();
    expect(await waitingIds()).not.toContain(order.id);

    const written = await shopper.post(mine(order.id), {
      text: '  Sí, el viernes por la tarde.\nGracias.  ',
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.headers['cache-control']).toContain('no-store');
    expect(written.json().message).toBe('Mensaje enviado a la tienda');
    expect(written.json().order.messages).toEqual([
      { text: '¿Prefiere recogerlo el viernes?', at: expect.any(String), from: 'shop', unread: true },
      {
        text: 'Sí, el viernes por la tarde.\nGracias.',
        at: expect.any(String),
        from: 'customer',
        unread: false,
      },
    ]);
    const staffView = (await admin.get(`/api/admin/orders/${order.id}`)).json();
    expect(staffView.messages.at(-1)).toMatchObject({
      from: 'customer',
      text: 'Sí, el viernes por la tarde.\nGracias.',
    });
    // The staff told of new orders read it by mail.
    const told = (await mailsTo(t, TEST_ADMIN.email)).find(
      (m) => m.subject === `Pedido ${order.order_id}: el cliente escribió`,
    );
    expect(told?.text).toContain('Sí, el viernes por la tarde.');
    // Waiting for the shop's answer: on the dashboard and in the list, until staff answer.
    expect(await dashboard()).toBe(before + 1);
    expect(await waitingIds()).toContain(order.id);
    await admin.post(path(order.id), { text: 'Perfecto, se lo guardamos.' });
    expect(await waitingIds()).not.toContain(order.id);
    expect(await dashboard()).toBe(before);
  });

  it("is the order's customer's alone, in words within its length, and bounded", async () => {
    const { shopper, order } = await anOrder();
    const { agent: stranger } = await signInAs(t.app, { role: 'customer' });
    expect((await stranger.post(mine(order.id), { text: 'Hola' })).statusCode).toBe(404);
    expect((await new Agent(t.app).post(mine(order.id), { text: 'Hola' })).statusCode).toBe(401);
    expect((await shopper.post(mine(999_999), { text: 'Hola' })).statusCode).toBe(404);
    const blank = await shopper.post(mine(order.id), { text: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ text: ['Este campo es requerido'] });
    for (const body of [{ text: 'a'.repeat(1001) }, { text: 'Hola', from: 'shop' }, {}, null])
      expect((await shopper.post(mine(order.id), body)).statusCode).toBe(422);
    // At most ten an hour from one account.
    let accepted = 0;
    for (let i = 0; i < 10; i++)
      if ((await shopper.post(mine(order.id), { text: `Pregunta ${i}` })).statusCode === 200) accepted++;
    // The try at an order that is not there counted too: nine more went through.
    expect(accepted).toBe(9);
    expect((await shopper.post(mine(order.id), { text: 'Una más' })).statusCode).toBe(429);
  });
});

describe('the customer sees the shop’s messages (decision 109)', () => {
  const read = (id: number) => `/api/orders/${id}/messages/read`;
  const unreadOf = async (shopper: Agent, id: number) =>
    (await shopper.get('/api/orders?per_page=100')).json().data.find((o: { id: number }) => o.id === id)
      ?.unread_messages;

  it('counts the unseen ones on their list, marks them seen from their order, and tells staff when', async () => {
    const { shopper, order } = await anOrder();
    expect(await unreadOf(shopper, order.id)).toBe(0);
    await admin.post(path(order.id), { text: 'Su pedido está listo.' });
    await admin.post(path(order.id), { text: 'Lo guardamos hasta el sábado.' });
    expect(await unreadOf(shopper, order.id)).toBe(2);
    const unseen = (await admin.get(`/api/admin/orders/${order.id}`)).json().messages;
    expect(unseen.map((m: { read_at: string | null }) => m.read_at)).toEqual([null, null]);

    const seen = await shopper.post(read(order.id));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toContain('no-store');
    expect(seen.json()).toEqual({ read: 2 });
    // Once is enough: seeing them again changes nothing.
    expect((await shopper.post(read(order.id))).json()).toEqual({ read: 0 });
    expect(await unreadOf(shopper, order.id)).toBe(0);
    const own = (await shopper.get(`/api/orders/${order.id}`)).json();
    expect(own.messages.map((m: { unread: boolean }) => m.unread)).toEqual([false, false]);
    const staff = (await admin.get(`/api/admin/orders/${order.id}`)).json().messages;
    expect(staff[0].read_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // Their own message is not the shop's to see as read; a new one from the shop is unseen again.
    await shopper.post(`/api/orders/${order.id}/messages`, { text: 'Gracias.' });
    await admin.post(path(order.id), { text: 'A usted.' });
    const after = (await admin.get(`/api/admin/orders/${order.id}`)).json().messages;
    expect(after.map((m: { from: string; read_at: string | null }) => [m.from, m.read_at === null])).toEqual([
      ['shop', false],
      ['shop', false],
      ['customer', true],
      ['shop', true],
    ]);
    expect(await unreadOf(shopper, order.id)).toBe(1);
  });

  it('is the order’s customer’s alone: another order or a word for an id is a 404, a guest 401', async () => {
    const { shopper, order } = await anOrder();
    await admin.post(path(order.id), { text: 'Hola' });
    const { agent: stranger } = await signInAs(t.app, { role: 'customer' });
    expect((await stranger.post(read(order.id))).statusCode).toBe(404);
    expect((await new Agent(t.app).post(read(order.id))).statusCode).toBe(401);
    expect((await shopper.post(read(999_999))).statusCode).toBe(404);
    // An address no order can have is a missing page too.
    expect((await shopper.post('/api/orders/uno/messages/read')).statusCode).toBe(404);
    expect(
      (await shopper.post(`/api/orders/${order.id}/messages/read`, 'no json' as never)).statusCode,
    ).not.toBe(500);
    // Staff reading the order do not mark it seen for the customer.
    await admin.get(`/api/admin/orders/${order.id}`);
    expect(await unreadOf(shopper, order.id)).toBe(1);
  });
});
