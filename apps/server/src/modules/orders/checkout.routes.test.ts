import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { availability, openShop, PLAZA, shopper } from '../../test/shop';
import { cancelUnpaidOrders } from './orders.service';
import { expireUnpaidOrders } from './unpaid-orders-job';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

const homeOrder = (beneficiaryId: number, extra: Record<string, unknown> = {}) => ({
  delivery_method: 'home',
  beneficiary_id: beneficiaryId,
  location: PLAZA,
  pay_form: 'cash_on_delivery',
  ...extra,
});

const place = (agent: Agent, body: Record<string, unknown>, key: string = crypto.randomUUID()) =>
  agent.post('/api/orders', body, { headers: { 'idempotency-key': key } });

describe('checkout', () => {
  it('turns the cart into an order that keeps the units, prices shipping, and mails the customer', async () => {
    const cafe = await shop.product({ name: 'Café molido', real_quantity: 10, regular_price: 1200 });
    const { agent, user, beneficiaryId } = await shopper(t);
    expect((await agent.post('/api/cart', { product_id: cafe.id, quantity: 3 })).statusCode).toBe(200);

    const created = await place(agent, homeOrder(beneficiaryId, { note: 'Tocar el timbre' }));
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({
      order_id: expect.stringMatching(/^P-\d{6}$/),
      status: { name: 'Pendiente' },
      payment_status: 'pending',
      delivery_method: 'home',
      subtotal: 3600,
      shipment_price: 500,
      total: 4100,
      note: 'Tocar el timbre',
      recipient: { name: 'María', municipality_name: 'Plaza de la Revolución' },
      lines: [{ name: 'Café molido', quantity: 3, unit_price: 1200, line_total: 3600 }],
    });
    expect(order.shipment_distance).toBeGreaterThan(0);
    expect(order.exchange_rates.USD).toBe('1');

    // The cart is empty, and the units are still out of sale: the order holds them now.
    expect((await agent.get('/api/shop-cart-data')).json().count).toBe(0);
    expect(await availability(agent, cafe.slug)).toBe(7);

    const mine = (await agent.get('/api/orders')).json();
    expect(mine.data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await agent.get(`/api/orders/${order.id}`)).json().id).toBe(order.id);

    const outbox = (
      await admin.get(`/api/admin/mail-outbox?search=${encodeURIComponent(user.email)}`)
    ).json();
    expect(outbox.data.some((m: { subject: string }) => m.subject.includes(order.order_id))).toBe(true);

    // Nobody is named in the notifications: the administrators hear of the new order, with a link to it.
    const staffMail = (await mailsTo(t, TEST_ADMIN.email)).find(
      (m) => m.subject === `Pedido nuevo ${order.order_id}`,
    );
    expect(staffMail?.text).toContain('3 × Café molido');
    expect(staffMail?.text).toMatch(/Entrega a María \S+: .*Plaza de la Revolución/);
    expect(staffMail?.text).toContain(`/admin/orders/${order.id}/show`);
  });

  it('refuses what SPEC §5 requires, with the SPEC messages, and keeps the cart', async () => {
    const te = await shop.product({ name: 'Té verde', real_quantity: 5 });
    const { agent, beneficiaryId } = await shopper(t);

    expect((await place(agent, homeOrder(beneficiaryId))).json().message).toBe('El carrito está vacío');
    await agent.post('/api/cart', { product_id: te.id, quantity: 1 });

    const noPoint = await place(agent, homeOrder(beneficiaryId, { location: null }));
    expect(noPoint.statusCode).toBe(422);
    expect(noPoint.json().message).toBe('Indica en el mapa dónde entregar el pedido');
    expect((await place(agent, homeOrder(beneficiaryId, { beneficiary_id: null }))).json().message).toBe(
      'Elige quién recibe el pedido',
    );
    const someoneElses = (await shopper(t)).beneficiaryId;
    expect((await place(agent, homeOrder(someoneElses))).json().message).toBe('Elige quién recibe el pedido');
    const notTheirs = await place(
      agent,
      homeOrder(beneficiaryId, { alternative_beneficiary_id: someoneElses }),
    );
    expect(notTheirs.json().message).toBe('Elige quién recibe el pedido');
    const twice = await place(agent, homeOrder(beneficiaryId, { alternative_beneficiary_id: beneficiaryId }));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('El segundo beneficiario debe ser otra persona');
    expect(
      (await place(agent, { delivery_method: 'pickup', pay_form: 'cash_on_pickup' })).json().message,
    ).toBe('Elige el punto de venta donde recoger el pedido');
    expect(
      (await place(agent, homeOrder(beneficiaryId, { pay_form: 'cash_on_pickup' }))).json().message,
    ).toBe('Esa forma de pago no está disponible para este pedido');
    expect(
      (await place(agent, homeOrder(beneficiaryId, { location: { longitude: 999, latitude: 0 } })))
        .statusCode,
    ).toBe(422);
    expect((await place(agent, { ...homeOrder(beneficiaryId), extra: 1 })).statusCode).toBe(422);

    // A beneficiary outside the served places.
    const far = await agent.post('/api/beneficiaries', {
      name: 'Pedro',
      last_name: 'Pérez',
      phone: '53456789',
      ci: '90020212345',
      province: 'holguin',
      municipality: 'holguin/gibara',
      main_street: 'Martí',
    });
    expect(far.statusCode, far.body).toBe(201);
    expect((await place(agent, homeOrder(far.json().id))).json().message).toBe(
      'Municipio o provincia no disponible',
    );

    expect((await agent.get('/api/shop-cart-data')).json().count).toBe(1);
    expect(await availability(agent, te.slug)).toBe(4);
    expect((await new Agent(t.app).post('/api/orders', homeOrder(beneficiaryId))).statusCode).toBe(401);
  });

  it('takes pickup orders at a point of sale without shipping', async () => {
    const pan = await shop.product({ name: 'Pan de molde', real_quantity: 5, regular_price: 300 });
    const { agent } = await shopper(t);
    await agent.post('/api/cart', { product_id: pan.id, quantity: 2 });
    const created = await place(agent, {
      delivery_method: 'pickup',
      point_of_sale_id: shop.pointId,
      pay_form: 'cash_on_pickup',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      delivery_method: 'pickup',
      shipment_price: 0,
      total: 600,
      pickup_point: { id: shop.pointId, name: 'Tienda Vedado' },
      recipient: null,
    });
  });

  it('refuses a sixth unpaid order holding stock, keeps the cart, and takes it once one is cancelled', async () => {
    const arroz = await shop.product({ name: 'Arroz del tope', real_quantity: 50, regular_price: 250 });
    const { agent } = await shopper(t);
    const pickup = { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' };
    const ids: number[] = [];
    for (let n = 0; n < 5; n++) {
      await agent.post('/api/cart', { product_id: arroz.id, quantity: 1 });
      const placed = await place(agent, pickup);
      expect(placed.statusCode, placed.body).toBe(201);
      ids.push(placed.json().id);
    }
    await agent.post('/api/cart', { product_id: arroz.id, quantity: 2 });
    // Two at once: the account's lock lets neither slip past the count.
    const refused = await Promise.all([place(agent, pickup), place(agent, pickup)]);
    expect(refused.map((r) => r.statusCode)).toEqual([422, 422]);
    expect(refused[0]?.json().message).toBe(
      'Tienes 5 pedidos sin pagar: paga o cancela alguno antes de hacer otro',
    );
    const english = await agent.post('/api/orders', pickup, {
      headers: { 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe(
      'You have 5 unpaid orders: pay for or cancel one before placing another',
    );
    expect((await agent.get('/api/shop-cart-data')).json().count).toBe(2);
    // The checkout page hears it from the quote, before the form is filled in.
    const quote = await agent.post('/api/checkout/quote', {
      delivery_method: 'pickup',
      point_of_sale_id: shop.pointId,
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.json().message).toBe(
      'Tienes 5 pedidos sin pagar: paga o cancela alguno antes de hacer otro',
    );
    expect(await availability(agent, arroz.slug)).toBe(50 - 5 - 2);

    expect((await agent.post(`/api/orders/${ids[0]}/cancel`, {})).statusCode).toBe(200);
    const sixth = await place(agent, pickup);
    expect(sixth.statusCode, sixth.body).toBe(201);
    expect(sixth.json().total).toBe(500);
  });

  it('creates one order per Idempotency-Key, also when the requests race', async () => {
    const miel = await shop.product({ name: 'Miel', real_quantity: 5 });
    const { agent, beneficiaryId } = await shopper(t);
    await agent.post('/api/cart', { product_id: miel.id, quantity: 1 });
    const key = crypto.randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => place(agent, homeOrder(beneficiaryId), key)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(replies.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(new Set(replies.map((r) => r.body)).size).toBe(1);
    expect((await agent.get('/api/orders')).json().meta.total).toBe(1);

    const other = await place(agent, homeOrder(beneficiaryId, { note: 'otra cosa' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('Esta clave de idempotencia ya se usó con otra petición');
    expect((await place(agent, homeOrder(beneficiaryId), 'short')).statusCode).toBe(422);
  });

  it('refuses an order whose total moved since the shopper reviewed it, keeps the cart, and takes the new total', async () => {
    const arroz = await shop.product({ name: 'Arroz 1 kg', real_quantity: 10, regular_price: 250 });
    const { agent, beneficiaryId } = await shopper(t);
    await agent.post('/api/cart', { product_id: arroz.id, quantity: 2 });
    const order = homeOrder(beneficiaryId);
    const quote = async () =>
      (
        await agent.post('/api/checkout/quote', {
          delivery_method: order.delivery_method,
          beneficiary_id: order.beneficiary_id,
          location: order.location,
        })
      ).json();
    const reviewed = await quote();
    expect(reviewed.to_pay).toBe(1000);

    // Staff raise the price while the shopper reads the review.
    await t.app.db.execute(sql`update products set regular_price = 300 where id = ${arroz.id}`);
    const refused = await place(agent, { ...order, expected_total: reviewed.to_pay });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message:
        'El total del pedido cambió mientras lo revisabas: comprueba el nuevo total y confirma de nuevo',
      errors: { expected_total: [expect.any(String)] },
    });
    const inEnglish = await agent.post(
      '/api/orders',
      { ...order, expected_total: reviewed.to_pay },
      { headers: { 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en-US' } },
    );
    expect(inEnglish.json().message).toBe(
      'The order total changed while you were reviewing it: check the new total and confirm again',
    );
    // Nothing was lost: the cart and its units are as they were.
    expect((await agent.get('/api/shop-cart-data')).json().count).toBe(2);
    expect(await availability(agent, arroz.slug)).toBe(8);

    for (const expected_total of [-1, 10.5, '1100', null])
      expect((await place(agent, { ...order, expected_total })).statusCode).toBe(422);
    const again = await quote();
    expect(again.to_pay).toBe(1100);
    const placed = await place(agent, { ...order, expected_total: again.to_pay });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().total).toBe(1100);
  });

  it("answers 404 for another user's order", async () => {
    const { agent } = await shopper(t);
    const [someOrder] = (await admin.get('/api/admin/orders?per_page=1')).json().data;
    expect((await agent.get(`/api/orders/${someOrder.id}`)).statusCode).toBe(404);
    expect((await agent.get('/api/orders/999999')).statusCode).toBe(404);
    expect((await agent.get('/api/orders/abc')).statusCode).toBe(404);
  });

  it('cancels new orders unpaid past their window and gives their units back', async () => {
    const aceite = await shop.product({ name: 'Aceite', real_quantity: 4 });
    const { agent, user, beneficiaryId } = await shopper(t);
    await agent.post('/api/cart', { product_id: aceite.id, quantity: 4 });
    const order = (await place(agent, homeOrder(beneficiaryId, { pay_form: 'transfer' }))).json();
    expect(await availability(agent, aceite.slug)).toBe(0);
    const placed = (await agent.get(`/api/orders/${order.id}`)).json();
    // A transfer is paid before the order is prepared: the settings' 60 minutes from now.
    const window = Date.parse(placed.payment_due_at) - Date.now();
    expect(window).toBeGreaterThan(59 * 60_000);
    expect(window).toBeLessThanOrEqual(60 * 60_000);

    await t.app.db.execute(
      sql`update orders set payment_due_at = now() - interval '1 minute' where id = ${order.id}`,
    );
    await expireUnpaidOrders(t.app.db, t.app.mailer, t.app.config.publicUrl);
    const after = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(after).toMatchObject({
      payment_status: 'cancelled',
      status: { name: 'Cancelado' },
      status_reason: 'Cancelado: el plazo de pago terminó sin recibir el pago',
      can_pay: false,
    });
    const inEnglish = await agent.get(`/api/orders/${order.id}`, { headers: { 'accept-language': 'en-US' } });
    expect(inEnglish.json().status_reason).toBe('Cancelled: the payment window ended without payment');
    expect(await availability(agent, aceite.slug)).toBe(4);
    expect(await cancelUnpaidOrders(t.app.db)).not.toContain(order.id);
    // The customer is told.
    const subjects = await mailSubjects(user.email);
    expect(subjects).toContain(`Pedido ${order.order_id}: Cancelado`);
  });

  it('never cancels an order paid on receipt for want of payment: cash has no window', async () => {
    const harina = await shop.product({ name: 'Harina', real_quantity: 3 });
    const { agent, beneficiaryId } = await shopper(t);
    await agent.post('/api/cart', { product_id: harina.id, quantity: 1 });
    const order = (await place(agent, homeOrder(beneficiaryId))).json();
    const placed = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(placed).toMatchObject({
      pay_form: { code: 'cash_on_delivery' },
      payment_due_at: null,
      can_pay: true,
    });

    const aWeekLater = new Date(Date.now() + 7 * 24 * 3_600_000);
    expect(await cancelUnpaidOrders(t.app.db, aWeekLater)).not.toContain(order.id);
    expect((await agent.get(`/api/orders/${order.id}`)).json()).toMatchObject({
      payment_status: 'pending',
      status: { name: 'Pendiente' },
    });
  });

  it('writes every mail about an order in the language the customer checked out in', async () => {
    const te = await shop.product({ name: 'Té verde', real_quantity: 5 });
    const { agent, user, beneficiaryId } = await shopper(t);
    await agent.post('/api/cart', { product_id: te.id, quantity: 1 });
    const english = { 'idempotency-key': crypto.randomUUID(), 'accept-language': 'en-US' };
    const order = (await agent.post('/api/orders', homeOrder(beneficiaryId), { headers: english })).json();
    const statuses = (await admin.get('/api/admin/order-statuses?per_page=100')).json().data as Array<{
      id: number;
      name: string;
    }>;
    const confirmed = statuses.find((s) => s.name === 'Confirmado')?.id;
    // Staff work in Spanish; the customer still reads English.
    const changed = await admin.put(`/api/admin/orders/${order.id}/status`, { status_id: confirmed });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe('Estado cambiado exitosamente');
    const subjects = await mailSubjects(user.email);
    expect(subjects).toContain(`Order ${order.order_id} received`);
    // The status is one a fresh shop named itself: read in the customer's language too (decision 087).
    expect(subjects).toContain(`Order ${order.order_id}: Confirmed`);
  });
});

async function mailSubjects(to: string): Promise<string[]> {
  const outbox = (await admin.get(`/api/admin/mail-outbox?search=${encodeURIComponent(to)}`)).json();
  return outbox.data.map((m: { subject: string }) => m.subject);
}
