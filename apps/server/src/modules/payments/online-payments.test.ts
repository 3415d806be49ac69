import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { mailTo } from '../../test/mail';
import { openShop } from '../../test/shop';
import { startStripeStandIn } from '../../test/stripe-stand-in';

/**
 * Issue 15 §1: paying online through Stripe (its local stand-in here). The truth comes from the webhook, verified
 * by signature, applied once, checked against the order's amount, and never lost when it comes too late.
 */
const ENDPOINT_SECRET = 'whsec_test_0123456789abcdef';
const SECRET_KEY = 'sk_test_shop_0123456789';
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number };
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await buildTestApp({ env: { STRIPE_API_URL: standIn.url } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  product = await shop.product({ name: 'Aceite de oliva 500 ml', regular_price: 1800, real_quantity: 200 });
  const saved = await admin.put('/api/admin/settings/payment-providers', {
    stripe: {
      enabled: true,
      sandbox: true,
      public_key: 'pk_test_shop',
      secret_key: SECRET_KEY,
      endpoint_secret: ENDPOINT_SECRET,
    },
    paypal: PAYPAL_OFF,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const PAYPAL_OFF = { enabled: false, sandbox: true, client_id: '', webhook_id: '' };

let events = 0;
function sessionEvent(type: string, orderId: number, extra: Record<string, unknown> = {}) {
  events += 1;
  return {
    id: `evt_test_${events}_${Date.now()}`,
    object: 'event',
    type,
    data: {
      object: {
        id: `cs_test_${events}`,
        object: 'checkout.session',
        client_reference_id: String(orderId),
        amount_total: 1800,
        currency: 'usd',
        payment_status: 'paid',
        ...extra,
      },
    },
  };
}

function deliver(event: object, secret = ENDPOINT_SECRET) {
  const payload = JSON.stringify(event);
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}

const orderOf = async (agent: Agent, id: number) => (await agent.get(`/api/orders/${id}`)).json();

describe('paying an order online', () => {
  it('sends the shopper to the provider for what the order owes, and back to the redirect page', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    expect((await orderOf(agent, order.id)).online_providers).toEqual(['stripe']);
    // The storefront's foot names it among the ways to pay.
    expect((await agent.get('/api/shipping/options')).json().online_providers).toEqual(['stripe']);
    const started = await agent.post(`/api/orders/${order.id}/online-payment`, { provider: 'stripe' });
    expect(started.statusCode, started.body).toBe(200);
    const session = standIn.sessions.at(-1);
    expect(started.json().url).toBe(session?.url);
    expect(session?.params.get('line_items[0][price_data][unit_amount]')).toBe('1800');
    expect(session?.params.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(session?.params.get('client_reference_id')).toBe(String(order.id));
    expect(session?.params.get('success_url')).toMatch(new RegExp(`/orders/${order.id}/redirect-page$`));

    const stranger = (await signInAs(t.app, { role: 'customer' })).agent;
    const pay = { provider: 'stripe' };
    expect((await stranger.post(`/api/orders/${order.id}/online-payment`, pay)).statusCode).toBe(404);
    expect((await new Agent(t.app).post(`/api/orders/${order.id}/online-payment`, pay)).statusCode).toBe(401);
    // PayPal is off: 'not available'; an unknown provider or a missing body is refused as invalid input.
    const off = await agent.post(`/api/orders/${order.id}/online-payment`, { provider: 'paypal' });
    expect(off.statusCode).toBe(422);
    expect(
      (await agent.post(`/api/orders/${order.id}/online-payment`, { provider: 'bitcoin' })).statusCode,
    ).toBe(422);
    expect((await agent.post(`/api/orders/${order.id}/online-payment`, {})).statusCode).toBe(422);
  });

  it('marks the order paid on the signed event, once, and mails the shopper', async () => {
    const { agent, user } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    const event = sessionEvent('checkout.session.completed', order.id);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const paid = await orderOf(agent, order.id);
    expect(paid).toMatchObject({ payment_status: 'paid', paid_amount: 1800, online_providers: [] });
    expect(paid.payments).toMatchObject([{ method: 'stripe', refund_due: false }]);
    expect(await mailTo(t, user.email, `Pedido ${order.order_id}: pago recibido`)).toBeDefined();
  });

  it('refuses a forged or altered event and changes nothing', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    const forged = await deliver(sessionEvent('checkout.session.completed', order.id), 'whsec_attacker');
    expect(forged.statusCode).toBe(400);
    const altered = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: JSON.stringify(sessionEvent('checkout.session.completed', order.id)),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(altered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderOf(agent, order.id)).payment_status).toBe('pending');
  });

  it('keeps a payment of another amount flagged, without paying the order', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    await deliver(sessionEvent('checkout.session.completed', order.id, { amount_total: 100 }));
    const seen = await orderOf(agent, order.id);
    expect(seen).toMatchObject({ payment_status: 'pending', paid_amount: 0 });
    expect(seen.payments).toMatchObject([{ method: 'stripe', refund_due: true }]);
    // The staff chosen for payments hear of it, with the way to give it back.
    const told = await mailTo(t, TEST_ADMIN.email, `Pago por devolver: pedido ${order.order_id}`);
    expect(told?.text).toContain(`Stripe cobró 1,00`);
    expect(told?.text).toContain(
      `por el pedido ${order.order_id}, que ya estaba cerrado o debía otro importe.`,
    );
    expect(told?.text).toContain(`/admin/orders/${order.id}/show`);
  });

  it('cancels the order on a denied payment, and ignores a denial that comes after the payment', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    await deliver(
      sessionEvent('checkout.session.async_payment_failed', order.id, { payment_status: 'unpaid' }),
    );
    const denied = await orderOf(agent, order.id);
    expect(denied).toMatchObject({
      payment_status: 'cancelled',
      status_reason: 'Pedido cancelado porque el pago fue denegado',
    });

    const other = await pickupOrder(agent, shop, product.id);
    await deliver(sessionEvent('checkout.session.completed', other.id));
    await deliver(
      sessionEvent('checkout.session.async_payment_failed', other.id, { payment_status: 'unpaid' }),
    );
    expect((await orderOf(agent, other.id)).payment_status).toBe('paid');
  });

  it('records a payment for a cancelled order and flags it for a refund', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    await deliver(
      sessionEvent('checkout.session.async_payment_failed', order.id, { payment_status: 'unpaid' }),
    );
    await deliver(sessionEvent('checkout.session.completed', order.id));
    const late = await orderOf(agent, order.id);
    expect(late.payment_status).toBe('cancelled');
    expect(late.payments).toMatchObject([{ method: 'stripe', refund_due: true }]);
  });

  it('keeps the keys write-only, and needs both to switch the provider on', async () => {
    const view = await admin.get('/api/admin/settings/payment-providers');
    expect(view.json().stripe).toMatchObject({
      enabled: true,
      secret_key_set: true,
      endpoint_secret_set: true,
    });
    expect(view.body).not.toContain(SECRET_KEY);
    expect(view.body).not.toContain(ENDPOINT_SECRET);
    expect(view.json().stripe_webhook_url).toMatch(/\/api\/payments\/stripe\/webhook$/);
    const wrong = await admin.put('/api/admin/settings/payment-providers', {
      stripe: { enabled: true, sandbox: true, public_key: 'nope', secret_key: 'abc' },
      paypal: PAYPAL_OFF,
    });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['stripe.public_key', 'stripe.secret_key']);
    const { agent: clerk } = await signInAs(t.app, { role: { permissions: ['read_settings'] } });
    expect((await clerk.get('/api/admin/settings/payment-providers')).statusCode).toBe(200);
    expect(
      (
        await clerk.put('/api/admin/settings/payment-providers', {
          stripe: { enabled: false, sandbox: true, public_key: '' },
          paypal: PAYPAL_OFF,
        })
      ).statusCode,
    ).toBe(403);
  });
  it('says "try later" when the provider refuses the shop\'s key, and charges nothing', async () => {
    const setKey = (secret_key: string) =>
      admin.put('/api/admin/settings/payment-providers', {
        stripe: { enabled: true, sandbox: true, public_key: 'pk_test_shop', secret_key },
        paypal: PAYPAL_OFF,
      });
    expect((await setKey('sk_test_revoked_0001')).statusCode).toBe(200);
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    const refused = await agent.post(`/api/orders/${order.id}/online-payment`, { provider: 'stripe' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(
      'El proveedor de pagos no respondió; inténtalo de nuevo en unos minutos',
    );
    expect((await orderOf(agent, order.id)).payment_status).toBe('pending');
    expect((await setKey(SECRET_KEY)).statusCode).toBe(200);
  });
});
