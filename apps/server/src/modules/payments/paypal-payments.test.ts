import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { mailTo } from '../../test/mail';
import { PAYPAL_ON, PAYPAL_TEST_KEYS, startPaypalStandIn } from '../../test/paypal-stand-in';
import { openShop } from '../../test/shop';

/**
 * Issue 15 §1: paying online through PayPal (Orders v2 on the official SDK, against its local stand-in). The buyer
 * approves on PayPal's page, the shop captures, and only the capture's event — verified by PayPal's verification
 * call — pays the order.
 */
let standIn: Awaited<ReturnType<typeof startPaypalStandIn>>;
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number };
const STRIPE_OFF = { enabled: false, sandbox: true, public_key: '' };

const paypalSettings = (overrides: Record<string, unknown> = {}) => ({
  stripe: STRIPE_OFF,
  paypal: { ...PAYPAL_ON, ...overrides },
});

beforeAll(async () => {
  standIn = await startPaypalStandIn();
  t = await buildTestApp({ env: { PAYPAL_API_URL: standIn.url } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  product = await shop.product({ name: 'Miel de abejas 500 g', regular_price: 1250, real_quantity: 200 });
  const saved = await admin.put('/api/admin/settings/payment-providers', paypalSettings());
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

function deliver({ body, headers }: { body: string; headers: Record<string, string> }) {
  return t.app.inject({ method: 'POST', url: '/api/payments/paypal/webhook', payload: body, headers });
}

const orderOf = async (agent: Agent, id: number) => (await agent.get(`/api/orders/${id}`)).json();

/** A shopper's order with a PayPal order created for it, as after clicking "Pay with PayPal". */
async function startedPayment() {
  const { agent, user } = await signInAs(t.app, { role: 'customer' });
  const order = await pickupOrder(agent, shop, product.id);
  const started = await agent.post(`/api/orders/${order.id}/online-payment`, { provider: 'paypal' });
  expect(started.statusCode, started.body).toBe(200);
  const token = new URL(started.json().url).searchParams.get('token') ?? '';
  const paypalOrder = standIn.orders.get(token);
  if (!paypalOrder) throw new Error('the stand-in has no such order');
  return { agent, user, order, paypalOrder };
}

describe('paying an order through PayPal', () => {
  it('creates a PayPal order for what is owed, in the base coin, returning to the redirect page', async () => {
    const { agent, order, paypalOrder } = await startedPayment();
    expect((await orderOf(agent, order.id)).online_providers).toEqual(['paypal']);
    expect(paypalOrder).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      customId: String(order.id),
      referenceId: String(order.id),
      amount: { currency_code: 'USD', value: '12.50' },
      locale: 'es-ES',
    });
    expect(paypalOrder.returnUrl).toMatch(new RegExp(`/orders/${order.id}/redirect-page$`));
    expect(paypalOrder.cancelUrl).toMatch(new RegExp(`/orders/${order.id}/show$`));
  });

  it('captures once the shopper is back, and pays the order on the capture event, once', async () => {
    const { agent, user, order, paypalOrder } = await startedPayment();
    standIn.approve(paypalOrder.id);
    const back = { provider: 'paypal', token: paypalOrder.id };
    const approved = await agent.post(`/api/orders/${order.id}/online-payment/approved`, back);
    expect(approved.statusCode, approved.body).toBe(204);
    expect(paypalOrder.status).toBe('COMPLETED');
    // The return and a second click are one capture: PayPal takes the money once.
    expect((await agent.post(`/api/orders/${order.id}/online-payment/approved`, back)).statusCode).toBe(204);
    expect(paypalOrder.captureCalls).toBe(1);
    // Captured is not paid: the event says so.
    expect((await orderOf(agent, order.id)).payment_status).toBe('pending');

    const event = standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', paypalOrder));
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const paid = await orderOf(agent, order.id);
    expect(paid).toMatchObject({ payment_status: 'paid', paid_amount: 1250, online_providers: [] });
    expect(paid.payments).toMatchObject([
      { method: 'paypal', reference: paypalOrder.captureId, refund_due: false },
    ]);
    expect(await mailTo(t, user.email, `Pedido ${order.order_id}: pago recibido`)).toBeDefined();
    // Coming back to the page after it was paid (a reload) is fine and takes nothing more.
    expect((await agent.post(`/api/orders/${order.id}/online-payment/approved`, back)).statusCode).toBe(204);
    expect(paypalOrder.captureCalls).toBe(1);
  });

  it('captures on the approval event when the shopper never comes back', async () => {
    const { agent, order, paypalOrder } = await startedPayment();
    standIn.approve(paypalOrder.id);
    const approval = standIn.signedEvent(standIn.eventFor('CHECKOUT.ORDER.APPROVED', paypalOrder));
    expect((await deliver(approval)).statusCode).toBe(200);
    expect(paypalOrder.status).toBe('COMPLETED');
    expect((await orderOf(agent, order.id)).payment_status).toBe('pending');
    await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', paypalOrder)));
    expect((await orderOf(agent, order.id)).payment_status).toBe('paid');
  });

  it('refuses an event PayPal does not vouch for: forged, altered, for another webhook, unsigned', async () => {
    const { agent, order, paypalOrder } = await startedPayment();
    standIn.approve(paypalOrder.id);
    const event = standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', paypalOrder);
    const genuine = standIn.signedEvent(event);
    const altered = { ...genuine, body: genuine.body.replace('"12.50"', '"0.01"') };
    expect((await deliver(altered)).statusCode).toBe(400);
    expect((await deliver(standIn.signedEvent(event, 'WH-OTHER-SHOP'))).statusCode).toBe(400);
    const forged = { ...genuine, headers: { ...genuine.headers, 'paypal-transmission-sig': 'Zm9yZ2Vk' } };
    expect((await deliver(forged)).statusCode).toBe(400);
    expect(
      (await deliver({ body: genuine.body, headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(400);
    expect((await deliver({ body: 'not json', headers: genuine.headers })).statusCode).toBe(400);
    expect((await orderOf(agent, order.id)).payment_status).toBe('pending');
  });

  it('cancels the order on a denied capture and flags a capture that comes after', async () => {
    const { agent, order, paypalOrder } = await startedPayment();
    standIn.approve(paypalOrder.id);
    await agent.post(`/api/orders/${order.id}/online-payment/approved`, {
      provider: 'paypal',
      token: paypalOrder.id,
    });
    await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.DENIED', paypalOrder)));
    expect(await orderOf(agent, order.id)).toMatchObject({
      payment_status: 'cancelled',
      status_reason: 'Pedido cancelado porque el pago fue denegado',
    });
    await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', paypalOrder)));
    const late = await orderOf(agent, order.id);
    expect(late.payment_status).toBe('cancelled');
    expect(late.payments).toMatchObject([{ method: 'paypal', refund_due: true }]);
  });

  it('keeps a capture of another amount flagged, without paying the order', async () => {
    const { agent, order, paypalOrder } = await startedPayment();
    const short = { ...paypalOrder, captureId: 'CAPSHORT', amount: { currency_code: 'USD', value: '1.00' } };
    await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', short)));
    const seen = await orderOf(agent, order.id);
    expect(seen).toMatchObject({ payment_status: 'pending', paid_amount: 0 });
    expect(seen.payments).toMatchObject([{ method: 'paypal', refund_due: true }]);
  });

  it("refuses another order's token, a stranger, a bad token and a shopper who is not signed in", async () => {
    const first = await startedPayment();
    const second = await startedPayment();
    standIn.approve(second.paypalOrder.id);
    const url = `/api/orders/${first.order.id}/online-payment/approved`;
    const crossed = await first.agent.post(url, { provider: 'paypal', token: second.paypalOrder.id });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().message).toBe('No se puede pagar');
    expect(second.paypalOrder.status).toBe('APPROVED');
    const unknown = await first.agent.post(url, { provider: 'paypal', token: 'NOSUCHORDER1' });
    expect(unknown.statusCode).toBe(422);
    expect((await first.agent.post(url, { provider: 'paypal', token: '<script>' })).statusCode).toBe(422);
    expect((await first.agent.post(url, { provider: 'stripe', token: 'ABC' })).statusCode).toBe(422);
    expect(
      (await second.agent.post(url, { provider: 'paypal', token: first.paypalOrder.id })).statusCode,
    ).toBe(404);
    expect((await new Agent(t.app).post(url, { provider: 'paypal', token: 'ABC' })).statusCode).toBe(401);
    expect(
      (
        await first.agent.post('/api/orders/999999/online-payment/approved', {
          provider: 'paypal',
          token: 'ABC',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps the client secret write-only, and needs the id, secret and webhook id to switch PayPal on', async () => {
    const view = await admin.get('/api/admin/settings/payment-providers');
    expect(view.json().paypal).toMatchObject({
      enabled: true,
      client_id: PAYPAL_TEST_KEYS.clientId,
      client_secret_set: true,
      webhook_id: PAYPAL_TEST_KEYS.webhookId,
    });
    expect(view.body).not.toContain(PAYPAL_TEST_KEYS.clientSecret);
    expect(view.json().paypal_webhook_url).toMatch(/\/api\/payments\/paypal\/webhook$/);
    const hostile = await admin.put(
      '/api/admin/settings/payment-providers',
      paypalSettings({ client_id: 'x" onmouseover="alert(1)', webhook_id: '' }),
    );
    expect(hostile.statusCode).toBe(422);
    expect(Object.keys(hostile.json().errors)).toEqual(['paypal.client_id']);
    const { agent: fresh } = await signInAs(t.app, {
      role: { permissions: ['read_settings', 'update_settings'] },
    });
    expect((await fresh.get('/api/admin/settings/payment-providers')).json().paypal.client_secret_set).toBe(
      true,
    );
  });

  it('says "try later" when PayPal refuses the shop\'s credentials, and creates nothing', async () => {
    expect(
      (
        await admin.put(
          '/api/admin/settings/payment-providers',
          paypalSettings({ client_secret: 'revoked-secret' }),
        )
      ).statusCode,
    ).toBe(200);
    const { agent } = await signInAs(t.app, { role: 'customer' });
    const order = await pickupOrder(agent, shop, product.id);
    const before = standIn.orders.size;
    const refused = await agent.post(`/api/orders/${order.id}/online-payment`, { provider: 'paypal' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(
      'El proveedor de pagos no respondió; inténtalo de nuevo en unos minutos',
    );
    expect(standIn.orders.size).toBe(before);
    expect((await admin.put('/api/admin/settings/payment-providers', paypalSettings())).statusCode).toBe(200);
  });

  it('answers 404 to events while PayPal is switched off', async () => {
    const { paypalOrder } = await startedPayment();
    expect(
      (await admin.put('/api/admin/settings/payment-providers', paypalSettings({ enabled: false })))
        .statusCode,
    ).toBe(200);
    const event = standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', paypalOrder));
    expect((await deliver(event)).statusCode).toBe(404);
    expect((await admin.put('/api/admin/settings/payment-providers', paypalSettings())).statusCode).toBe(200);
  });
});
