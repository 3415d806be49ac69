import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { mailTo } from '../../test/mail';
import { PAYPAL_ON, startPaypalStandIn } from '../../test/paypal-stand-in';
import { openShop, orderStatusIds } from '../../test/shop';
import { startStripeStandIn } from '../../test/stripe-stand-in';

/**
 * Decision 023, amended: staff give an online payment owed to the shopper back through the provider that took it
 * (the local stand-ins of Stripe and PayPal here), once, and the shopper is told.
 */
const ENDPOINT_SECRET = 'whsec_test_refunds_0123456789';
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let paypal: Awaited<ReturnType<typeof startPaypalStandIn>>;
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number };
let statuses: Record<string, number>;
const signer = new Stripe('sk_test_signer');

const settings = (stripeOn: boolean) => ({
  stripe: {
    enabled: stripeOn,
    sandbox: true,
    public_key: 'pk_test_shop',
    secret_key: 'sk_test_refunds_0123',
    endpoint_secret: ENDPOINT_SECRET,
  },
  paypal: PAYPAL_ON,
});

beforeAll(async () => {
  stripe = await startStripeStandIn();
  paypal = await startPaypalStandIn();
  t = await buildTestApp({ env: { STRIPE_API_URL: stripe.url, PAYPAL_API_URL: paypal.url } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  statuses = await orderStatusIds(admin);
  product = await shop.product({ name: 'Aceite de oliva 500 ml', regular_price: 1800, real_quantity: 200 });
  const saved = await admin.put('/api/admin/settings/payment-providers', settings(true));
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await paypal.close();
});

let events = 0;
/** Stripe's signed `checkout.session.completed` for `sessionId`, as its webhook sends it. */
function completed(orderId: number, sessionId: string) {
  events += 1;
  const payload = JSON.stringify({
    id: `evt_refunds_${events}_${Date.now()}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: sessionId,
        object: 'checkout.session',
        client_reference_id: String(orderId),
        amount_total: 1800,
        currency: 'usd',
        payment_status: 'paid',
      },
    },
  });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: ENDPOINT_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

/** A shopper's order paid through Stripe's checkout (the stand-in's session), as after paying on its page. */
async function paidThroughStripe() {
  const { agent, user } = await signInAs(t.app, { role: 'customer' });
  const order = await pickupOrder(agent, shop, product.id);
  const started = await agent.post(`/api/orders/${order.id}/online-payment`, { provider: 'stripe' });
  expect(started.statusCode, started.body).toBe(200);
  const session = stripe.sessions.at(-1);
  if (!session) throw new Error('the stand-in has no session');
  expect((await completed(order.id, session.id)).statusCode).toBe(200);
  const paid = (await admin.get(`/api/admin/orders/${order.id}`)).json();
  expect(paid).toMatchObject({ payment_status: 'paid', paid_amount: 1800, payment_returned: null });
  return { agent, user, order, session, payment: paid.payments[0] as { id: number } };
}

const cancel = (orderId: number) =>
  admin.put(`/api/admin/orders/${orderId}/status`, { status_id: statuses.Cancelado });
const refundPath = (orderId: number, paymentId: number | string) =>
  `/api/admin/orders/${orderId}/payments/${paymentId}/refund`;

describe('giving an online payment back', () => {
  it('owes back what was paid online when staff cancel the order, and gives it back through Stripe once', async () => {
    const { agent, user, order, session, payment } = await paidThroughStripe();
    // Not owed while the order stands.
    const early = await admin.post(refundPath(order.id, payment.id));
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Este pago no se puede devolver: no se pagó en línea o ya no se debe');

    const cancelled = await cancel(order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().order).toMatchObject({
      paid_amount: 0,
      payment_status: 'paid',
      // Shown in the payment's place: the order is no longer "Pagado" while its money is owed back.
      payment_returned: 'due',
      payments: [{ id: payment.id, method: 'stripe', refund_due: true, refunded_at: null }],
    });
    const cancelMail = await mailTo(t, user.email, `Pedido ${order.order_id}: Cancelado`);
    expect(cancelMail?.text).toContain(
      'Te devolveremos lo que pagaste en línea y te avisaremos cuando esté hecho.',
    );
    const listed = async () =>
      (await admin.get(`/api/admin/orders?search=${order.id}`))
        .json()
        .data.find((o: { id: number }) => o.id === order.id);
    expect(await listed()).toMatchObject({ payment_returned: 'due' });

    // Staff find it: the orders list's filter and the dashboard's count.
    const owedIds = async () =>
      (await admin.get('/api/admin/orders?refund=due&per_page=100'))
        .json()
        .data.map((o: { id: number }) => o.id);
    expect(await owedIds()).toContain(order.id);
    const owedCount = async () => (await admin.get('/api/admin/dashboard/orders')).json().refunds_due;
    const before = await owedCount();
    expect(before).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/api/admin/orders?refund=other')).statusCode).toBe(422);

    const refunded = await admin.post(refundPath(order.id, payment.id));
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().message).toBe('Pago devuelto: el cliente lo verá en su cuenta en unos días');
    expect(await owedIds()).not.toContain(order.id);
    expect(await owedCount()).toBe(before - 1);
    const given = refunded.json().order.payments[0];
    expect(given).toMatchObject({ refund_due: false });
    expect(refunded.json().order.payment_returned).toBe('given');
    expect(await listed()).toMatchObject({ payment_returned: 'given' });
    expect(Date.parse(given.refunded_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(stripe.refunds.filter((r) => r.paymentIntent === session.paymentIntent)).toMatchObject([
      { amount: 1800, key: `refund-order-payment-${payment.id}` },
    ]);
    // The shopper sees it given back, and is told.
    const seen = (await agent.get(`/api/orders/${order.id}`)).json();
    expect(seen).toMatchObject({ payment_returned: 'given' });
    expect(seen.payments[0]).toMatchObject({ refund_due: false, refunded_at: given.refunded_at });
    expect((await agent.get('/api/orders')).json().data[0]).toMatchObject({
      id: order.id,
      payment_returned: 'given',
    });
    const mail = await mailTo(t, user.email, `Pedido ${order.order_id}: pago devuelto`);
    expect(mail?.text).toContain('Te hemos devuelto los');
    expect(mail?.text).toContain('que pagaste con Stripe');

    // Given back once: asking again is refused and asks Stripe nothing.
    const again = await admin.post(refundPath(order.id, payment.id));
    expect(again.statusCode).toBe(422);
    expect(stripe.refunds.filter((r) => r.paymentIntent === session.paymentIntent)).toHaveLength(1);
  });

  it('makes two clicks at once one refund', async () => {
    const { order, session, payment } = await paidThroughStripe();
    await cancel(order.id);
    const replies = await Promise.all([
      admin.post(refundPath(order.id, payment.id)),
      admin.post(refundPath(order.id, payment.id)),
    ]);
    expect(replies.map((r) => r.statusCode)).toContain(200);
    for (const reply of replies) expect([200, 422]).toContain(reply.statusCode);
    expect(stripe.refunds.filter((r) => r.paymentIntent === session.paymentIntent)).toHaveLength(1);
  });

  it('gives back a payment that came after the order was cancelled, and through PayPal', async () => {
    const { agent, user } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    const started = await agent.post(`/api/orders/${order.id}/online-payment`, { provider: 'paypal' });
    const token = new URL(started.json().url).searchParams.get('token') ?? '';
    const paypalOrder = paypal.orders.get(token);
    if (!paypalOrder) throw new Error('the stand-in has no such order');
    paypal.approve(paypalOrder.id);
    const back = { provider: 'paypal', token: paypalOrder.id };
    expect((await agent.post(`/api/orders/${order.id}/online-payment/approved`, back)).statusCode).toBe(204);
    // Staff cancel the order before PayPal's event arrives: the payment is kept, owed back.
    await cancel(order.id);
    const { body, headers } = paypal.signedEvent(paypal.eventFor('PAYMENT.CAPTURE.COMPLETED', paypalOrder));
    await t.app.inject({ method: 'POST', url: '/api/payments/paypal/webhook', payload: body, headers });
    const owed = (await admin.get(`/api/admin/orders/${order.id}`)).json().payments[0];
    expect(owed).toMatchObject({ method: 'paypal', refund_due: true, reference: paypalOrder.captureId });

    const refunded = await admin.post(refundPath(order.id, owed.id), undefined, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().message).toBe(
      'Payment refunded: the customer will see it in their account within a few days',
    );
    expect(paypal.refunds).toContainEqual(
      expect.objectContaining({
        captureId: paypalOrder.captureId,
        amount: { currency_code: 'USD', value: '18.00' },
        requestId: `refund-order-payment-${owed.id}`,
      }),
    );
    expect(await mailTo(t, user.email, `Pedido ${order.order_id}: pago devuelto`)).toBeDefined();
  });

  it('gives back through a provider switched off for new payments', async () => {
    const { order, payment } = await paidThroughStripe();
    await cancel(order.id);
    expect((await admin.put('/api/admin/settings/payment-providers', settings(false))).statusCode).toBe(200);
    try {
      expect((await admin.post(refundPath(order.id, payment.id))).statusCode).toBe(200);
    } finally {
      expect((await admin.put('/api/admin/settings/payment-providers', settings(true))).statusCode).toBe(200);
    }
  });

  it('says so when the provider will not give it back, and keeps it owed', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    await cancel(order.id);
    // A payment for a session Stripe does not know (paid after the cancellation, as the webhook kept it).
    await completed(order.id, 'cs_test_0000000000000000');
    const owed = (await admin.get(`/api/admin/orders/${order.id}`)).json().payments[0];
    expect(owed).toMatchObject({ refund_due: true });
    const refused = await admin.post(refundPath(order.id, owed.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Stripe no aceptó devolver este pago; revísalo en su panel');
    expect((await admin.get(`/api/admin/orders/${order.id}`)).json().payments[0]).toMatchObject({
      refund_due: true,
      refunded_at: null,
    });
  });

  it('checks the permission, the order and the payment; a path naming no payment is not found', async () => {
    const { order, payment } = await paidThroughStripe();
    await cancel(order.id);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.post(refundPath(order.id, payment.id))).statusCode).toBe(403);
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.post(refundPath(order.id, payment.id))).statusCode).toBe(403);
    expect((await new Agent(t.app).post(refundPath(order.id, payment.id))).statusCode).toBe(401);

    const other = await pickupOrder((await signInAs(t.app, { role: 'customer' })).agent, shop, product.id);
    const elsewhere = await admin.post(refundPath(other.id, payment.id));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Pago no encontrado');
    expect((await admin.post(refundPath(order.id, 999_999))).statusCode).toBe(404);
    for (const hostile of ['abc', '0', '-1', '1e3', '99999999999999999999', "1'--"]) {
      const reply = await admin.post(refundPath(order.id, encodeURIComponent(hostile)));
      expect(reply.statusCode, hostile).toBe(404);
      expect(reply.headers['content-type'], hostile).toMatch(/json/);
    }
    // Nothing of that gave it back.
    expect((await admin.get(`/api/admin/orders/${order.id}`)).json().payments[0]).toMatchObject({
      refund_due: true,
    });
  });
});
