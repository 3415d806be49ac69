import { addDays, shopToday } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { homeOrder, openShop } from '../../test/shop';
import { sendLowStockNotices } from '../availability-alerts';
import { users } from '../users';

// Decision 063: the shop writes to each staff member in the language they use it in.
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let clerk: Awaited<ReturnType<typeof signInAs>>;

const localeOf = async (email: string) =>
  (await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  clerk = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
  const [boss] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
  const both = [clerk.user.id, boss?.id ?? 0];
  const saved = await admin.put('/api/admin/settings/notifications', {
    new_order: both,
    low_availability: both,
    contact_message: both,
    payment: both,
    store_request: both,
    availability_notification: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe('the language a person uses the shop in', () => {
  it('is the one picked with the switch, learnt from their next call while signed in', async () => {
    expect(await localeOf(clerk.user.email)).toBe('es-ES');
    clerk.agent.cookies.set('locale', 'en-US');
    expect((await clerk.agent.get('/api/user')).statusCode).toBe(200);
    expect(await localeOf(clerk.user.email)).toBe('en-US');

    // A cookie the shop does not know, or none at all, changes nothing.
    clerk.agent.cookies.set('locale', 'fr-FR');
    await clerk.agent.get('/api/user');
    clerk.agent.cookies.delete('locale');
    await clerk.agent.get('/api/user', { headers: { 'accept-language': 'es-ES' } });
    expect(await localeOf(clerk.user.email)).toBe('en-US');
    clerk.agent.cookies.set('locale', 'en-US');
  });

  it('is the sign-up page’s for a new account', async () => {
    const visitor = new Agent(t.app);
    visitor.cookies.set('locale', 'en-US');
    const response = await visitor.post('/api/register', {
      name: 'Grace',
      lastname: 'Hopper',
      email: 'grace@example.com',
      password: 'Secreto123',
      password_confirmation: 'Secreto123',
    });
    expect(response.statusCode, response.body).toBe(202);
    await t.app.background.settled(); // the account is made after the reply, which says the same for any address
    expect(await localeOf('grace@example.com')).toBe('en-US');
  });
});

describe('staff mails', () => {
  it('tell of a new order in each reader’s language, its amounts written as that language writes money', async () => {
    const cafe = await shop.product({ name: 'Café molido', real_quantity: 10, regular_price: 1200 });
    const placed = await homeOrder(t, cafe.id, 3);
    const orderId = placed?.order.order_id ?? '';

    const [english] = (await mailsTo(t, clerk.user.email)).filter((m) => m.subject.includes(orderId));
    expect(english?.subject).toBe(`New order ${orderId}`);
    expect(english?.text).toContain(`Order ${orderId} came in.`);
    expect(english?.text).toMatch(/Delivery to María \S+: Calle 23 between L and M/);
    expect(english?.text).toContain('3 × Café molido: $36.00');
    // The pay form still has the words a fresh shop starts with: in the reader's language too (decision 087).
    expect(english?.text).toContain('Total: $41.00 (Cash on delivery).');
    expect(english?.text).toContain(`See the order: http`);

    const [spanish] = (await mailsTo(t, TEST_ADMIN.email)).filter((m) => m.subject.includes(orderId));
    expect(spanish?.subject).toBe(`Pedido nuevo ${orderId}`);
    expect(spanish?.text).toContain('3 × Café molido: 36,00');
  });

  it('tell of products running low, of a contact message and of a gift card to confirm in English too', async () => {
    await sendLowStockNotices(t.app.db, t.app.mailer, t.config.publicUrl); // whatever is low already
    await shop.product({ name: 'Arroz 5 kg', real_quantity: 3, low_availability: 5 });
    expect(await sendLowStockNotices(t.app.db, t.app.mailer, t.config.publicUrl)).toBe(1);
    const [low] = await mailsTo(t, clerk.user.email);
    expect(low?.subject).toBe('Low availability: 1 product');
    expect(low?.text).toMatch(/^Arroz 5 kg \(\S+\): 3 left$/m);
    expect((await mailsTo(t, TEST_ADMIN.email))[0]?.text).toContain('quedan 3');

    const sent = await new Agent(t.app).post('/api/contact', {
      name: 'Yanelis Rodríguez',
      email: 'yanelis@example.com',
      message: '¿Entregan en Playa el sábado?',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [contact] = await mailsTo(t, clerk.user.email);
    expect(contact?.subject).toBe('New contact message: Yanelis Rodríguez');
    expect(contact?.text).toContain('Yanelis Rodríguez <yanelis@example.com> wrote from the contact form:');
    expect(contact?.replyTo).toBe('yanelis@example.com');

    const buyer = await signInAs(t.app, { role: 'customer' });
    const bought = await buyer.agent.post('/api/shopping-cards/purchases', {
      amount: 2500,
      coin: 'USD',
      pay_form: 'transfer',
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const [card] = await mailsTo(t, clerk.user.email);
    expect(card?.subject).toBe('Gift card awaiting confirmation: $25.00');
    expect(card?.text).toContain(`asked for a gift card of $25.00, to be paid with`);
    expect((await mailsTo(t, TEST_ADMIN.email))[0]?.subject.replace(/\s/g, ' ')).toBe(
      'Tarjeta de regalo por confirmar: 25,00 $',
    );
  });

  it('tell of a wholesaler’s reservation request, what it asks for and where to decide it', async () => {
    const sacks = await shop.product({
      name: 'Frijoles negros (saco)',
      regular_price: 3000,
      wholesale_price: 2500,
      wholesaler: true,
      min_quantity: 4,
      real_quantity: 40,
    });
    const buyer = await signInAs(t.app, { role: 'wholesaler' });
    const wanted = addDays(shopToday(), 2);
    const sent = await buyer.agent.post('/api/store-requests', {
      wanted_on: wanted,
      note: 'Para la paladar de Miramar',
      lines: [{ product_id: sacks.id, quantity: 6 }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id, customer } = sent.json().request as { id: number; customer: { name: string } };

    const [english] = await mailsTo(t, clerk.user.email);
    expect(english?.subject).toBe(`New reservation #${id} from ${customer.name}`);
    expect(english?.replyTo).toBe(buyer.user.email);
    expect(english?.text).toContain(`${customer.name} <${buyer.user.email}> asks you to set this aside for`);
    expect(english?.text).toContain('- 6 × Frijoles negros (saco): $150.00');
    expect(english?.text).toContain("Total at today's wholesale prices: $150.00");
    expect(english?.text).toContain('Note: Para la paladar de Miramar');
    expect(english?.text).toContain(`${t.config.publicUrl}/admin/reservations?status=pending`);
    const [spanish] = await mailsTo(t, TEST_ADMIN.email);
    expect(spanish?.subject).toBe(`Nueva reserva n.º ${id} de ${customer.name}`);
    expect(spanish?.text.replace(/\s/g, ' ')).toContain('- 6 × Frijoles negros (saco): 150,00 $');
    expect(spanish?.text).toContain('Apruébala o recházala en http');
  });
});
