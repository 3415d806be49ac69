import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { homeOrderOf, openShop } from '../../test/shop';
import { statusByRole } from '../order-statuses';
import { orderLines, orders } from './orders.table';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

const profitOf = (agent: Agent, id: number | string, headers: Record<string, string> = {}) =>
  agent.get(`/api/admin/orders/${id}/profit`, { headers });

/** Two units of a coffee that cost the shop 3.10 each and one of a sugar whose cost was never said. */
async function placedOrder() {
  const coffee = await shop.product({
    name: 'Café Serrano 250 g',
    regular_price: 450,
    cost_price: 310,
    real_quantity: 10,
  });
  const sugar = await shop.product({ name: 'Azúcar blanca 1 kg', regular_price: 200, real_quantity: 10 });
  const placed = await homeOrderOf(t, [
    [coffee.id, 2],
    [sugar.id, 1],
  ]);
  if (!placed) throw new Error('the cart refused the units');
  return placed.order.id;
}

describe("an order's profit", () => {
  it('says what the costed lines left, line by line, and the units without a cost apart', async () => {
    const id = await placedOrder();
    const reply = await profitOf(admin, id);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    // 9.00 taxes out less 6.20 of cost: 2.80, 31.1 % of 9.00; the sugar is said, not counted as free.
    expect(reply.json()).toEqual({
      coin: 'USD',
      lines: [
        {
          id: expect.any(Number),
          name: 'Café Serrano 250 g',
          variant: null,
          quantity: 2,
          cost_formatted: '6,20\u00a0$',
          profit_formatted: '2,80\u00a0$',
          margin: 31.1,
        },
        {
          id: expect.any(Number),
          name: 'Azúcar blanca 1 kg',
          variant: null,
          quantity: 1,
          cost_formatted: null,
          profit_formatted: null,
          margin: null,
        },
      ],
      net_formatted: '9,00\u00a0$',
      cost_formatted: '6,20\u00a0$',
      profit: 280,
      profit_formatted: '2,80\u00a0$',
      margin: 31.1,
      units_without_cost: 1,
      discount_formatted: null,
      cancelled: false,
    });
    // The cost kept on the line stands when the product's cost changes later (decision 110).
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(line?.unitCost).toBe(310);
  });

  it("takes the tax out and the line's share of the cart discount, in the order's coin and the reader's language", async () => {
    const id = await placedOrder();
    // As the checkout writes a 10 % coupon on 11.00 in MLC: each line keeps 90 % of its total, the tax the same.
    await t.app.db
      .update(orders)
      .set({ discountAmount: 110, coin: 'MLC', exchangeRates: { USD: '1', MLC: '1.1', 'MLC:symbol': 'MLC' } })
      .where(eq(orders.id, id));
    await t.app.db.update(orderLines).set({ unitTax: 50 }).where(eq(orderLines.orderId, id));
    const reply = await profitOf(admin, id, { 'accept-language': 'en-US' });
    expect(reply.statusCode).toBe(200);
    // The coffee: (9.00 − 1.00 of tax) × 90 % = 7.20, 7.92 at 1.1; its cost 6.20 is 6.82: 1.10 left, 13.9 %.
    expect(reply.json()).toMatchObject({
      coin: 'MLC',
      lines: [
        {
          name: 'Café Serrano 250 g',
          cost_formatted: 'MLC\u00a06.82',
          profit_formatted: 'MLC\u00a01.10',
          margin: 13.9,
        },
        { name: 'Azúcar blanca 1 kg', profit_formatted: null },
      ],
      net_formatted: 'MLC\u00a07.92',
      profit: 110,
      margin: 13.9,
      discount_formatted: 'MLC\u00a01.21',
      units_without_cost: 1,
    });
  });

  it('says a cancelled order counts in no report, and a loss as a loss', async () => {
    const id = await placedOrder();
    const cancelled = await statusByRole(t.app.db, 'cancelled');
    await t.app.db.update(orders).set({ statusId: cancelled.id }).where(eq(orders.id, id));
    await t.app.db.update(orderLines).set({ unitCost: 600 }).where(eq(orderLines.orderId, id));
    const body = (await profitOf(admin, id)).json();
    expect(body).toMatchObject({ cancelled: true, profit: -700, units_without_cost: 0 });
    // 11.00 sold against 18.00 of cost.
    expect(body.profit_formatted).toBe('-7,00\u00a0$');
  });

  it('answers a reader of the order and of the sold products report, and no one else', async () => {
    const id = await placedOrder();
    const { agent: reader } = await signInAs(t.app, {
      role: { permissions: ['read_orders', 'read_reports', 'read_for_sold_products'] },
    });
    expect((await profitOf(reader, id)).statusCode).toBe(200);
    for (const permissions of [
      ['read_orders'],
      ['read_orders', 'read_reports', 'read_for_sale_reports'],
      ['read_reports', 'read_for_sold_products'],
    ]) {
      const { agent } = await signInAs(t.app, { role: { permissions } });
      const refused = await profitOf(agent, id);
      expect(refused.statusCode, permissions.join()).toBe(403);
      expect(refused.body).not.toContain('6,20');
    }
    const { agent: shopper } = await signInAs(t.app);
    expect((await profitOf(shopper, id)).statusCode).toBe(403);
  });

  it('answers 404 for an order that is not there, whatever its id is made of', async () => {
    expect((await profitOf(admin, 99_999_999)).statusCode).toBe(404);
    const bad = await profitOf(admin, 'uno');
    expect(bad.statusCode).toBe(404);
    expect(bad.body).not.toContain('stack');
    for (const hostile of ['1%27%20OR%201=1', '-1', '1e3', '99999999999999999999'])
      expect([400, 404], hostile).toContain((await profitOf(admin, hostile)).statusCode);
    expect((await admin.get('/api/admin/orders/1/profits')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/orders/1/profit/..%2fstatus')).statusCode).toBe(404);
  });
});
