import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { cardFor, pickupOrder } from '../../test/cards';
import { signIn, signInAs } from '../../test/factories';
import { mailTo } from '../../test/mail';
import { openShop } from '../../test/shop';

/**
 * Issue 15 §2 and §4: paying orders with a card's number and PIN. A card never pays more than it holds, also when
 * payments race; five wrong PINs lock it for a quarter of an hour, even against the right PIN.
 */
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;
let product: { id: number; slug: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
  product = await shop.product({ name: 'Café molido 250 g', regular_price: 2000, real_quantity: 500 });
});
afterAll(() => t.close());

async function customer() {
  const { agent, user } = await signInAs(t.app, { role: 'customer' });
  return { agent, email: user.email, id: user.id };
}

const pay = (agent: Agent, orderId: number, number: string, pin: string) =>
  agent.post(`/api/orders/${orderId}/shopping-card-payment`, { number, pin });

const ledgerOf = async (cardId: number) => {
  const result = (await t.app.db.execute(
    sql`select c.balance, coalesce(sum(m.amount), 0)::int as ledger from shopping_cards c
        left join shopping_card_movements m on m.card_id = c.id where c.id = ${cardId} group by c.id`,
  )) as unknown as { rows: Array<{ balance: number; ledger: number }> };
  return result.rows[0];
};

describe('paying an order with a shopping card', () => {
  it('pays the whole order, says so in the SPEC words, and the card shows the sale', async () => {
    const shopper = await customer();
    const card = await cardFor(admin, shopper, 5000);
    const order = await pickupOrder(shopper.agent, shop, product.id);

    const response = await pay(shopper.agent, order.id, card.number.replace(/\s/g, ''), '4821');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Pago aceptado con éxito');
    expect(response.json().order).toMatchObject({
      payment_status: 'paid',
      paid_amount: 2000,
      due_formatted: expect.stringContaining('0,00'),
      payments: [{ method: 'shopping_card', reference: `•••• ${card.number.slice(-4)}` }],
    });

    const mine = (await shopper.agent.get(`/api/shopping-cards/${card.id}`)).json();
    expect(mine.balance).toBe(3000);
    expect(mine.movements.map((m: { kind: string; amount: number }) => [m.kind, m.amount])).toEqual([
      ['sale', -2000],
      ['recharge', 5000],
    ]);
    expect(mine.movements[0].order.order_id).toBe(order.order_id);

    const again = await pay(shopper.agent, order.id, card.number, '4821');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('No se puede pagar');
  });

  it('pays part of the order when the balance falls short, and the rest stays due', async () => {
    const shopper = await customer();
    const card = await cardFor(admin, shopper, 1500);
    const order = await pickupOrder(shopper.agent, shop, product.id);
    const response = await pay(shopper.agent, order.id, card.number, '4821');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message.replace(/\s/g, ' ')).toBe(
      'Se pagaron 15,00 $ con la tarjeta; quedan 5,00 $ por pagar',
    );
    expect(response.json().order).toMatchObject({ payment_status: 'pending', paid_amount: 1500 });
    expect((await ledgerOf(card.id))?.balance).toBe(0);

    const empty = await pay(shopper.agent, order.id, card.number, '4821');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Saldo insuficiente en la tarjeta');
  });

  it('gives a cancelled order’s card payment back to the card', async () => {
    const shopper = await customer();
    const card = await cardFor(admin, shopper, 5000);
    const order = await pickupOrder(shopper.agent, shop, product.id);
    expect((await pay(shopper.agent, order.id, card.number, '4821')).statusCode).toBe(200);
    const statuses = (await admin.get('/api/admin/order-statuses?per_page=100')).json().data as Array<{
      id: number;
      role: string | null;
    }>;
    const cancelled = statuses.find((s) => s.role === 'cancelled');
    const moved = await admin.put(`/api/admin/orders/${order.id}/status`, {
      status_id: cancelled?.id,
      reason: 'El cliente ya no lo quiere',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Given back at once: the order says so where it said "Pagado".
    expect(moved.json().order).toMatchObject({
      payment_status: 'paid',
      paid_amount: 0,
      payment_returned: 'given',
    });
    // The shopper's mail of the cancellation says where the money went.
    const told = await mailTo(t, shopper.email, `Pedido ${order.order_id}: Cancelado`);
    expect(told?.text).toContain('Lo que pagaste con tu tarjeta de regalo ya está de vuelta en ella.');
    expect(told?.text).not.toContain('Te devolveremos');
    const mine = (await shopper.agent.get(`/api/shopping-cards/${card.id}`)).json();
    expect(mine.balance).toBe(5000);
    expect(mine.movements[0]).toMatchObject({ kind: 'refund', amount: 2000 });
    expect(await ledgerOf(card.id)).toEqual({ balance: 5000, ledger: 5000 });
  });

  it('answers a wrong PIN and an unknown number alike, and refuses malformed ones in the user’s language', async () => {
    const shopper = await customer();
    const card = await cardFor(admin, shopper, 5000);
    const order = await pickupOrder(shopper.agent, shop, product.id);
    const wrong = await pay(shopper.agent, order.id, card.number, '0000');
    const unknown = await pay(shopper.agent, order.id, '1111 2222 3333 4444', '4821');
    expect([wrong.statusCode, unknown.statusCode]).toEqual([422, 422]);
    expect(wrong.json().message).toBe('Número de tarjeta o PIN incorrecto');
    expect(unknown.json().message).toBe(wrong.json().message);

    const malformed = await shopper.agent.post(
      `/api/orders/${order.id}/shopping-card-payment`,
      { number: '1234', pin: '12a4' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({
      number: ['A card number has 16 digits'],
      pin: ['The PIN must have exactly 4 digits'],
    });
    for (const body of [{ number: ['1'], pin: 1234 }, { number: card.number, pin: '4821', extra: 1 }, null]) {
      const response = await shopper.agent.post(`/api/orders/${order.id}/shopping-card-payment`, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('does not let one shopper pay another’s order, nor a visitor pay at all', async () => {
    const owner = await customer();
    const other = await customer();
    const card = await cardFor(admin, other, 5000);
    const order = await pickupOrder(owner.agent, shop, product.id);
    expect((await pay(other.agent, order.id, card.number, '4821')).statusCode).toBe(404);
    const visitor = await new (await import('../../test/agent')).Agent(t.app).post(
      `/api/orders/${order.id}/shopping-card-payment`,
      { number: card.number, pin: '4821' },
    );
    expect(visitor.statusCode).toBe(401);
    expect((await ledgerOf(card.id))?.balance).toBe(5000);
  });

  it('locks the card after 5 wrong PINs: the 6th try is refused even with the right PIN', async () => {
    const shopper = await customer();
    const card = await cardFor(admin, shopper, 5000);
    const order = await pickupOrder(shopper.agent, shop, product.id);
    const answers: number[] = [];
    for (const pin of ['1111', '2222', '3333', '4444', '5555'])
      answers.push((await pay(shopper.agent, order.id, card.number, pin)).statusCode);
    expect(answers).toEqual([422, 422, 422, 422, 429]);

    const right = await pay(shopper.agent, order.id, card.number, '4821');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(
      'La tarjeta está bloqueada por demasiados PIN incorrectos. Inténtalo de nuevo en 15 minutos.',
    );
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    expect((await shopper.agent.get(`/api/shopping-cards/${card.id}`)).json()).toMatchObject({
      balance: 5000,
      locked_until: expect.any(String),
    });

    // Once the lock has passed, the right PIN pays.
    await t.app.db.execute(
      sql`update shopping_cards set locked_until = now() - interval '1 second' where id = ${card.id}`,
    );
    expect((await pay(shopper.agent, order.id, card.number, '4821')).statusCode).toBe(200);
  });

  it('20 payments racing on a card that covers 3: exactly 3 succeed and the balance never goes below 0', async () => {
    const shopper = await customer();
    const card = await cardFor(admin, shopper, 6000);
    // Four shoppers with five unpaid orders each (an account's most, OPEN_UNPAID_ORDERS_MAX), all paid with one card.
    const payers = [shopper, await customer(), await customer(), await customer()];
    const orders = [];
    for (const payer of payers)
      for (let i = 0; i < 5; i += 1)
        orders.push({ payer, order: await pickupOrder(payer.agent, shop, product.id) });
    const replies = await Promise.all(
      orders.map(({ payer, order }) => pay(payer.agent, order.id, card.number, '4821')),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(replies.filter((r) => r.statusCode === 422).map((r) => r.json().message)).toEqual(
      Array(17).fill('Saldo insuficiente en la tarjeta'),
    );
    expect(await ledgerOf(card.id)).toEqual({ balance: 0, ledger: 0 });
  });
});
