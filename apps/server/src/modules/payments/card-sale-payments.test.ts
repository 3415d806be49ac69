import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { mailsTo, mailTo } from '../../test/mail';
import { PAYPAL_ON, type StandInPaypalOrder, startPaypalStandIn } from '../../test/paypal-stand-in';

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

describe("giving a card sale's payment back", () => {
  const refundPath = (saleId: number | string, paymentId: number | string) =>
    `/api/admin/shopping-card-sales/${saleId}/payments/${paymentId}/refund`;

  /** A purchase paid and its card issued, as on the capture event. */
  async function paidPurchase() {
    const started = await startedPurchase();
    standIn.approve(started.paypalOrder.id);
    await deliver(standIn.signedEvent(standIn.eventFor('CHECKOUT.ORDER.APPROVED', started.paypalOrder)));
    await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', started.paypalOrder)));
    expect((await salesOf(started.agent))[0]).toMatchObject({ status: 'paid' });
    return started;
  }

  let captures = 0;
  /** Another capture PayPal reports for the same sale (paid twice from two tabs, or for another amount). */
  async function anotherCapture(paypalOrder: StandInPaypalOrder, value = paypalOrder.amount.value) {
    captures += 1;
    const copy = {
      ...paypalOrder,
      id: `AGAIN${captures}${Date.now()}`,
      captureId: `CAPAGAIN${captures}${Date.now()}`,
      amount: { currency_code: 'USD', value },
    };
    standIn.orders.set(copy.id, copy);
    expect(
      (await deliver(standIn.signedEvent(standIn.eventFor('PAYMENT.CAPTURE.COMPLETED', copy)))).statusCode,
    ).toBe(200);
    return copy;
  }

  it('keeps each payment with its reference and gives the one owed back through PayPal, once', async () => {
    const owedSales = async () => (await admin.get('/api/admin/dashboard/orders')).json().card_refunds_due;
    const { agent, user, sale, paypalOrder } = await paidPurchase();
    const before = await owedSales();
    const second = await anotherCapture(paypalOrder);
    // The dashboard counts it among the sales owing money back.
    expect(await owedSales()).toBe(before + 1);
    // And the staff chosen for payments hear of it, with the list where it is given back.
    const told = (await mailsTo(t, TEST_ADMIN.email)).find((m) =>
      m.text.includes(`a ${user.name} ${user.lastname} <${user.email}>`),
    );
    expect(told?.subject.replace(/\s/g, ' ')).toBe('Pago de tarjeta de regalo por devolver: 25,00 $');
    expect(told?.text).toContain('PayPal cobró 25,00');
    expect(told?.text).toContain('/admin/sales_buy_card?refund=due');
    const [seen] = (await admin.get(`/api/admin/shopping-card-sales?refund=due&search=${user.email}`)).json()
      .data;
    expect(seen).toMatchObject({ id: sale.id, status: 'paid', refund_due: true });
    expect(seen.payments).toMatchObject([
      { provider: 'paypal', reference: paypalOrder.captureId, counted: true, refund_due: false },
      {
        provider: 'paypal',
        reference: second.captureId,
        counted: false,
        refund_due: true,
        refunded_at: null,
      },
    ]);
    const [counted, owed] = seen.payments;
    // What settled the sale is not owed.
    const early = await admin.post(refundPath(sale.id, counted.id));
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('Este pago no se puede devolver: no se pagó en línea o ya no se debe');

    const refunded = await admin.post(refundPath(sale.id, owed.id));
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.headers['cache-control']).toMatch(/no-store/);
    expect(refunded.json().message).toBe('Pago devuelto: el cliente lo verá en su cuenta en unos días');
    expect(refunded.json().sale).toMatchObject({ id: sale.id, status: 'paid', refund_due: false });
    expect(refunded.json().sale.payments[1].refunded_at).toEqual(expect.any(String));
    expect(standIn.refunds).toContainEqual(
      expect.objectContaining({
        captureId: second.captureId,
        amount: { currency_code: 'USD', value: '25.00' },
        requestId: `refund-card-sale-payment-${owed.id}`,
      }),
    );
    const mail = await mailTo(t, user.email, 'Pago de tarjeta de regalo devuelto');
    expect(mail?.text).toContain('que pagaste con PayPal por una tarjeta de regalo de');
    // Asked again (a double click): nothing more leaves, and the card keeps its balance.
    const again = await admin.post(refundPath(sale.id, owed.id));
    expect(again.statusCode).toBe(422);
    expect(standIn.refunds.filter((r) => r.captureId === second.captureId)).toHaveLength(1);
    expect((await agent.get('/api/shopping-cards')).json().data).toMatchObject([{ balance: 2500 }]);
    const shown = (await salesOf(agent))[0];
    expect(shown.payments[1]).toMatchObject({ refund_due: false, refunded_at: expect.any(String) });
    const due = (await admin.get(`/api/admin/shopping-card-sales?refund=due&search=${user.email}`)).json();
    expect(due.data).toEqual([]);
    expect(await owedSales()).toBe(before);
  });

  it('gives back a short payment at the amount PayPal took, in the language staff use', async () => {
    const { sale, paypalOrder } = await startedPurchase();
    const short = await anotherCapture(paypalOrder, '1.00');
    const [owed] = (await admin.get('/api/admin/shopping-card-sales?refund=due'))
      .json()
      .data.find((s: { id: number }) => s.id === sale.id).payments;
    expect(owed).toMatchObject({ refund_due: true, counted: false });
    const refunded = await admin.post(refundPath(sale.id, owed.id), undefined, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().message).toBe(
      'Payment refunded: the customer will see it in their account within a few days',
    );
    expect(refunded.json().sale).toMatchObject({ status: 'pending', refund_due: false });
    expect(standIn.refunds).toContainEqual(
      expect.objectContaining({
        captureId: short.captureId,
        amount: { currency_code: 'USD', value: '1.00' },
      }),
    );
  });

  it('says so when PayPal will not give it back, and keeps it owed', async () => {
    const { sale, paypalOrder } = await paidPurchase();
    const second = await anotherCapture(paypalOrder);
    standIn.orders.delete(second.id);
    const owedId = (await admin.get('/api/admin/shopping-card-sales?refund=due'))
      .json()
      .data.find((s: { id: number }) => s.id === sale.id).payments[1].id;
    const refused = await admin.post(refundPath(sale.id, owedId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('PayPal no aceptó devolver este pago; revísalo en su panel');
    const after = (await admin.get('/api/admin/shopping-card-sales?refund=due')).json().data;
    expect(after.find((s: { id: number }) => s.id === sale.id).payments[1]).toMatchObject({
      refund_due: true,
      refunded_at: null,
    });
  });

  it('checks the permission, the sale and the payment; a path naming no payment is not found', async () => {
    const { sale, paypalOrder } = await paidPurchase();
    await anotherCapture(paypalOrder);
    const owedId = (await admin.get('/api/admin/shopping-card-sales?refund=due'))
      .json()
      .data.find((s: { id: number }) => s.id === sale.id).payments[1].id;
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await reader.post(refundPath(sale.id, owedId))).statusCode).toBe(403);
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    expect((await shopper.post(refundPath(sale.id, owedId))).statusCode).toBe(403);
    expect((await new Agent(t.app).post(refundPath(sale.id, owedId))).statusCode).toBe(401);

    const other = await startedPurchase();
    const elsewhere = await admin.post(refundPath(other.sale.id, owedId));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Pago no encontrado');
    expect((await admin.post(refundPath(999_999, owedId))).statusCode).toBe(404);
    for (const hostile of ['abc', '0', '-1', '1e3', '99999999999999999999', "1'--"]) {
      const reply = await admin.post(refundPath(sale.id, encodeURIComponent(hostile)));
      expect(reply.statusCode, hostile).toBe(404);
      expect(reply.headers['content-type'], hostile).toMatch(/json/);
    }
    const filter = await admin.get('/api/admin/shopping-card-sales?refund=all');
    expect(filter.statusCode).toBe(422);
    // Nothing of that gave it back.
    const after = (await admin.get('/api/admin/shopping-card-sales?refund=due')).json().data;
    expect(after.find((s: { id: number }) => s.id === sale.id).payments[1]).toMatchObject({
      refund_due: true,
    });
  });
});
