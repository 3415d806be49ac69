import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo } from '../../test/mail';
import { PAYPAL_ON, startPaypalStandIn } from '../../test/paypal-stand-in';

/**
 * Issue 15 §2: a shopper buys or recharges a gift card through an online provider (PayPal's stand-in here; Stripe is
 * the same interface). The provider's verified event settles the sale as staff confirming it would: the card is
 * issued or credited, once; a short or late payment is kept as money to give back.
 */
let standIn: Awaited<ReturnType<typeof startPaypalStandIn>>;
let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  standIn = await startPaypalStandIn();
  t = await buildTestApp({ env: { PAYPAL_API_URL: standIn.url } });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const saved = await admin.put('/api/admin/settings/payment-providers', {
    stripe: { enabled: false, sandbox: true, public_key: '' },
    paypal: PAYPAL_ON,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const cards = (await admin.get('/api/admin/settings/shopping-cards')).json();
  const coins = await admin.put('/api/admin/settings/shopping-cards', { ...cards, coins: ['USD', 'MLC'] });
  expect(coins.statusCode, coins.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const deliver = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/payments/paypal/webhook', payload: body, headers });

/** A shopper's card purchase to be paid through PayPal, and the PayPal order made for it. */
async function startedPurchase(amount = 2500) {
  const { agent, user } = await signInAs(t.app, { role: 'customer' });
  const bought = await agent.post('/api/shopping-cards/purchases', {
    amount,
    coin: 'USD',
    pay_form: 'paypal',
  });
  expect(bought.statusCode, bought.body).toBe(201);
  const sale = bought.json().sale;
  const started = await agent.post(`/api/shopping-card-sales/${sale.id}/online-payment`, {
    provider: 'paypal',
  });
  expect(started.statusCode, started.body).toBe(200);
  const paypalOrder = standIn.orders.get(new URL(started.json().url).searchParams.get('token') ?? '');
  if (!paypalOrder) throw new Error('the stand-in has no such order');
  return { agent, user, sale, paypalOrder };
}

const salesOf = async (agent: Agent) => (await agent.get('/api/shopping-cards/sales')).json().data;

describe('buying and recharging a card through a provider', () => {
  it('offers the providers switched on, for the card coins they take (MLC is not a currency they know)', async () => {
    const { agent } = await signInAs(t.app, { role: 'customer' });
    expect((await agent.get('/api/shopping-card-info')).json()).toMatchObject({
      online_providers: ['paypal'],
      online_coins: ['USD'],
    });
    const mlc = await agent.post('/api/shopping-cards/purchases', {
      amount: 2500,
      coin: 'MLC',
      pay_form: 'paypal',
    });
    expect(mlc.statusCode).toBe(422);
    expect(mlc.json().errors).toEqual({ pay_form: ['Esa forma de pago no está disponible para tarjetas'] });
    const stripe = await agent.post('/api/shopping-cards/purchases', {
      amount: 2500,
      coin: 'USD',
      pay_form: 'stripe',
    });
    expect(stripe.json().errors).toEqual({
      pay_form: ['Esa forma de pago no está disponible para tarjetas'],
    });
  });

  it('issues the card on the capture event, once, without asking staff to confirm anything', async () => {
    const { agent, user, sale, paypalOrder } = await startedPurchase();
    expect(sale).toMatchObject({
      status: 'pending',
      pay_form: { code: 'paypal', name: 'PayPal' },
      refund_due: false,
    });
    expect(paypalOrder).toMatchObject({
      customId: `card-sale-${sale.id}`,
      amount: { currency_code: 'USD', value: '25.00' },
      description: 'Tarjeta de regalo',
    });
    expect(paypalOrder.returnUrl).toMatch(new RegExp(`/Profile/shopping_card\\?sale=${sale.id}$`));
    expect(await mailsTo(t, TEST_ADMIN.email)).toEqual([]);

    standIn.approve(paypalOrder.id);
    const back = { provider: 'paypal', token: paypalOrder.id };
    const approved = await agent.post(`/api/shopping-card-sales/${sale.id}/online-payment/approved`, back);
    expect(approved.statusCode, approved.body).toBe(204);
    expect(paypalOrder.status).toBe('COMPLETED');
    expect((await salesOf(agent))[0]).toMatchObject({ id: sale.id, status: 'pending', card: null });

    const event = standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', paypalOrder));
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver(event)).statusCode).toBe(200);
    const [paid] = await salesOf(agent);
    expect(paid).toMatchObject({ status: 'paid', refund_due: false, decided_by: null });
    const cards = (await agent.get('/api/shopping-cards')).json().data;
    expect(cards).toMatchObject([{ id: paid.card.id, balance: 2500, coin: 'USD' }]);
    // The buyer is told once, though the provider sent the event twice.
    expect((await mailsTo(t, user.email)).map((m) => m.subject)).toEqual(['Tu tarjeta de regalo está lista']);
    // Back again (a reload): nothing more is taken.
    expect(
      (await agent.post(`/api/shopping-card-sales/${sale.id}/online-payment/approved`, back)).statusCode,
    ).toBe(204);
    expect(paypalOrder.captureCalls).toBe(1);
  });

  it('credits a recharge when the approval event arrives and the shopper never comes back', async () => {
    const { agent } = await startedPurchase(1000).then(async (first) => {
      standIn.approve(first.paypalOrder.id);
      await deliver(standIn.signedEvent(standIn.eventFor('CHECKOUT.ORDER.APPROVED', first.paypalOrder)));
      await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', first.paypalOrder)));
      return first;
    });
    const [card] = (await agent.get('/api/shopping-cards')).json().data;
    expect(card.balance).toBe(1000);
    const recharge = await agent.post(`/api/shopping-cards/${card.id}/recharges`, {
      amount: 1500,
      pay_form: 'paypal',
    });
    expect(recharge.statusCode, recharge.body).toBe(201);
    const saleId = recharge.json().sale.id;
    const started = await agent.post(`/api/shopping-card-sales/${saleId}/online-payment`, {
      provider: 'paypal',
    });
    const paypalOrder = standIn.orders.get(new URL(started.json().url).searchParams.get('token') ?? '');
    if (!paypalOrder) throw new Error('the stand-in has no such order');
    expect(paypalOrder.description).toBe('Recarga de la tarjeta de regalo');
    standIn.approve(paypalOrder.id);
    await deliver(standIn.signedEvent(standIn.eventFor('CHECKOUT.ORDER.APPROVED', paypalOrder)));
    expect(paypalOrder.status).toBe('COMPLETED');
    await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', paypalOrder)));
    expect((await agent.get(`/api/shopping-cards/${card.id}`)).json().balance).toBe(2500);
  });

  it('keeps a short payment as money to give back, and cancels the sale on a denial', async () => {
    const { agent, sale, paypalOrder } = await startedPurchase();
    const short = { ...paypalOrder, captureId: 'CAPSHORT', amount: { currency_code: 'USD', value: '1.00' } };
    await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', short)));
    expect((await salesOf(agent))[0]).toMatchObject({ id: sale.id, status: 'pending', refund_due: true });
    expect((await agent.get('/api/shopping-cards')).json().data).toEqual([]);
    await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.DENIED', paypalOrder)));
    expect((await salesOf(agent))[0]).toMatchObject({ id: sale.id, status: 'cancelled' });
    // The sale is closed: paying it again is refused, and a payment arriving now is kept to give back.
    const again = await agent.post(`/api/shopping-card-sales/${sale.id}/online-payment`, {
      provider: 'paypal',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('No se puede pagar');
    const listed = (await admin.get('/api/admin/shopping-card-sales?status=cancelled')).json().data;
    expect(listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sale.id, refund_due: true })]),
    );
  });

  it('lets staff cancel a sale a provider is to pay, never confirm it by hand', async () => {
    const { sale } = await startedPurchase();
    // Listed among the provider's sales, not among those the dashboard sends staff to confirm.
    const pendingFor = async (who: string) =>
      (await admin.get(`/api/admin/shopping-card-sales?status=pending&settled_by=${who}`))
        .json()
        .data.map((s: { id: number }) => s.id);
    expect(await pendingFor('provider')).toContain(sale.id);
    expect(await pendingFor('staff')).not.toContain(sale.id);
    const confirmed = await admin.post(`/api/admin/shopping-card-sales/${sale.id}/decision`, {
      result: 'paid',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(422);
    expect(confirmed.json().message).toBe(
      'Esta venta se paga en línea: se acredita cuando el proveedor confirma el pago',
    );
    const cancelled = await admin.post(`/api/admin/shopping-card-sales/${sale.id}/decision`, {
      result: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().sale).toMatchObject({ status: 'cancelled', refund_due: false });
  });

  it('refuses a sale meant for another pay form, a stranger, an unknown sale, bad bodies and a visitor', async () => {
    const { agent, sale } = await startedPurchase();
    const byTransfer = await agent.post('/api/shopping-cards/purchases', {
      amount: 2500,
      coin: 'USD',
      pay_form: 'transfer',
    });
    const transferSale = byTransfer.json().sale.id;
    const manual = await agent.post(`/api/shopping-card-sales/${transferSale}/online-payment`, {
      provider: 'paypal',
    });
    expect(manual.statusCode).toBe(422);
    expect(manual.json().message).toBe('No se puede pagar');

    const { agent: stranger } = await signInAs(t.app, { role: 'customer' });
    const theirs = await stranger.post(`/api/shopping-card-sales/${sale.id}/online-payment`, {
      provider: 'paypal',
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await agent.post('/api/shopping-card-sales/999999/online-payment', { provider: 'paypal' })).statusCode,
    ).toBe(404);
    for (const body of [{ provider: 'bitcoin' }, {}, { provider: 'paypal', extra: "'; drop table x" }]) {
      const bad = await agent.post(`/api/shopping-card-sales/${sale.id}/online-payment`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect(
      (await agent.post('/api/shopping-card-sales/abc/online-payment', { provider: 'paypal' })).statusCode,
    ).toBe(404);
    const visitor = await new Agent(t.app).post(`/api/shopping-card-sales/${sale.id}/online-payment`, {
      provider: 'paypal',
    });
    expect(visitor.statusCode).toBe(401);
    const otherToken = await agent.post(`/api/shopping-card-sales/${sale.id}/online-payment/approved`, {
      provider: 'paypal',
      token: 'NOT-A-PAYPAL-ORDER',
    });
    expect(otherToken.statusCode).toBe(422);
  });
});
