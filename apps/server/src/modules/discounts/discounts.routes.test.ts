import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { openShop, shopper } from '../../test/shop';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const discountBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Bienvenida',
  code: 'hola-10',
  kind: 'percentage',
  value: 10,
  min_subtotal: 0,
  starts_at: at(-HOUR),
  ends_at: at(24 * HOUR),
  usage_limit: null,
  per_customer_limit: null,
  enabled: true,
  ...extra,
});
const pickup = (extra: Record<string, unknown> = {}) => ({
  delivery_method: 'pickup',
  point_of_sale_id: shop.pointId,
  pay_form: 'cash_on_pickup',
  ...extra,
});
const place = (agent: Agent, extra: Record<string, unknown> = {}) =>
  agent.post('/api/orders', pickup(extra), { headers: { 'idempotency-key': crypto.randomUUID() } });
const quote = (agent: Agent, extra: Record<string, unknown> = {}) =>
  agent.post('/api/checkout/quote', { delivery_method: 'pickup', point_of_sale_id: shop.pointId, ...extra });

async function cartOf(price: number) {
  const product = await shop.product({
    name: `Producto ${price}-${Math.random()}`,
    regular_price: price,
    tax: 10,
    real_quantity: 50,
  });
  const buyer = await shopper(t);
  expect((await buyer.agent.post('/api/cart', { product_id: product.id, quantity: 1 })).statusCode).toBe(200);
  return buyer;
}

describe('coupons and cart discounts', () => {
  it('take the coupon off the quote and the order, with the tax it contained, and spend one use', async () => {
    const created = await admin.post(
      '/api/admin/discounts',
      discountBody({ code: 'hola-10', usage_limit: 5 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ code: 'HOLA-10', state: 'running', uses: 0 });
    const { agent } = await cartOf(2200);
    const quoted = await quote(agent, { coupon: 'Hola-10' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({
      subtotal_formatted: '22,00 $',
      to_pay_formatted: '19,80 $',
      discount: { name: 'Bienvenida', code: 'HOLA-10', amount: 220, amount_formatted: '2,20 $' },
    });
    const order = await place(agent, { coupon: 'hola-10' });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json()).toMatchObject({ subtotal: 2200, total: 1980, tax_total: 180 });
    expect(order.json().amounts.discount).toMatchObject({ code: 'HOLA-10', amount: 220 });
    expect((await admin.get(`/api/admin/discounts/${created.json().id}`)).json().uses).toBe(1);

    // Its invoice shows the discount as a negative line; the totals are the order's.
    const invoice = (await admin.post(`/api/admin/orders/${order.json().id}/invoice`)).json();
    expect(invoice).toMatchObject({ total: 1980, tax_total: 180 });
    expect(invoice.lines[1]).toMatchObject({
      description: 'Descuento: Bienvenida · HOLA-10',
      total: -220,
      tax_amount: -20,
    });
  });

  it('refuse a coupon that does not exist, has ended, needs a larger cart, or is used up, with the reason', async () => {
    await admin.post('/api/admin/discounts', discountBody({ code: 'GRANDE', min_subtotal: 5000 }));
    await admin.post(
      '/api/admin/discounts',
      discountBody({ code: 'VIEJO', starts_at: at(-48 * HOUR), ends_at: at(-HOUR) }),
    );
    await admin.post('/api/admin/discounts', discountBody({ code: 'UNAVEZ', per_customer_limit: 1 }));
    const { agent } = await cartOf(1000);
    const message = async (coupon: string) => (await quote(agent, { coupon })).json().message;
    expect(await message('NOEXISTE')).toBe('Ese cupón no existe o ya no está vigente');
    expect(await message('VIEJO')).toBe('Ese cupón no existe o ya no está vigente');
    expect(await message('GRANDE')).toBe('Este cupón es para pedidos desde 50,00 $');
    expect((await quote(agent, { coupon: 'GRANDE' })).statusCode).toBe(422);
    // Refused at checkout too, and nothing is lost: the cart is still there.
    expect((await place(agent, { coupon: 'GRANDE' })).statusCode).toBe(422);
    expect((await agent.get('/api/shop-cart-data')).json().count).toBe(1);
    expect((await place(agent, { coupon: 'UNAVEZ' })).statusCode).toBe(201);
    await agent.post('/api/cart', {
      product_id: (await shop.product({ name: 'Otra cosa', real_quantity: 5 })).id,
      quantity: 1,
    });
    expect((await place(agent, { coupon: 'UNAVEZ' })).json().message).toBe(
      'Ya usaste este cupón todas las veces permitidas',
    );
    expect((await quote(agent, { coupon: 'mal código!' })).statusCode).toBe(422);
  });

  it('give the last use to one order only when shoppers race for it', async () => {
    await admin.post('/api/admin/discounts', discountBody({ code: 'ULTIMO', usage_limit: 1 }));
    const buyers = [];
    for (let i = 0; i < 4; i++) buyers.push(await cartOf(1000));
    const replies = await Promise.all(buyers.map(({ agent }) => place(agent, { coupon: 'ULTIMO' })));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const reply of replies.filter((r) => r.statusCode === 422)) {
      expect(reply.json().message).toBe('Este cupón ya se usó todas las veces permitidas');
    }
  });

  it('take a use back when its order is cancelled, so the limit counts the orders that stand', async () => {
    const created = await admin.post(
      '/api/admin/discounts',
      discountBody({ code: 'DEVUELTO', usage_limit: 1 }),
    );
    const uses = async () => (await admin.get(`/api/admin/discounts/${created.json().id}`)).json().uses;
    const first = await cartOf(1000);
    const order = await place(first.agent, { coupon: 'DEVUELTO' });
    expect(order.statusCode, order.body).toBe(201);
    const second = await cartOf(1000);
    expect((await place(second.agent, { coupon: 'DEVUELTO' })).json().message).toBe(
      'Este cupón ya se usó todas las veces permitidas',
    );
    expect((await first.agent.post(`/api/orders/${order.json().id}/cancel`, {})).statusCode).toBe(200);
    expect(await uses()).toBe(0);
    // The shopper who was refused can use it now, and it is spent again.
    expect((await place(second.agent, { coupon: 'DEVUELTO' })).statusCode).toBe(201);
    expect(await uses()).toBe(1);
  });

  it('apply the running rule that takes off the most by itself when no coupon is typed', async () => {
    await admin.post(
      '/api/admin/discounts',
      discountBody({ name: 'Desde 300', code: '', kind: 'amount', value: 300, min_subtotal: 30_000 }),
    );
    await admin.post(
      '/api/admin/discounts',
      discountBody({ name: 'Desde 300, 2 %', code: '', kind: 'percentage', value: 2, min_subtotal: 30_000 }),
    );
    const { agent } = await cartOf(40_000);
    expect((await quote(agent)).json().discount).toMatchObject({ name: 'Desde 300, 2 %', amount: 800 });
    const small = await cartOf(1000);
    expect((await quote(small.agent)).json().discount).toBeNull();
  });

  it('are managed with the offers permissions, with validation, not-found and a taken code', async () => {
    expect((await new Agent(t.app).get('/api/admin/discounts')).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_offers'] } });
    expect((await reader.get('/api/admin/discounts')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/discounts', discountBody({ code: 'X1' }))).statusCode).toBe(403);
    expect((await reader.delete('/api/admin/discounts/1')).statusCode).toBe(403);
    const bad = await admin.post(
      '/api/admin/discounts',
      discountBody({ value: 0, code: 'a b', ends_at: at(-2 * HOUR) }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      code: ['Solo letras, números y guiones'],
      ends_at: ['La oferta debe terminar después de empezar'],
    });
    expect(bad.json().errors.value).toBeDefined();
    await admin.post('/api/admin/discounts', discountBody({ code: 'DOBLE' }));
    const taken = await admin.post('/api/admin/discounts', discountBody({ code: 'doble' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ya hay otro cupón con ese código');
    expect((await admin.get('/api/admin/discounts/999999')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/discounts/999999', discountBody({ code: 'NUEVO' }))).statusCode).toBe(
      404,
    );
    expect((await admin.delete('/api/admin/discounts/999999')).statusCode).toBe(404);
    expect(
      (await admin.post('/api/admin/discounts', { ...discountBody({ code: 'EXTRA' }), uses: 0 })).statusCode,
    ).toBe(422);
  });
});
