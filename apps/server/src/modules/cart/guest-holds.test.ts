import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { availability, openShop, shopper } from '../../test/shop';

/**
 * Issue 11 §1 and decision 012: carts count against availability (SPEC §4), but what a visitor without an account
 * holds is bounded per line (a share of the product), per cart and per client address; the rest of a line stays
 * in the cart without holding stock and is checked again at checkout. Default settings: 20 %, 10 units, 30 units.
 */
const t = await buildTestApp();
afterAll(() => t.close());

let shop: Awaited<ReturnType<typeof openShop>>;
const guest = () => new Agent(t.app);
const heldOf = (cart: { items: Array<{ product_id: number; held_quantity: number }> }, productId: number) =>
  cart.items.find((i) => i.product_id === productId)?.held_quantity;

beforeAll(async () => {
  shop = await openShop(await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password));
});

describe('what a visitor may hold', () => {
  it('holds a share of the product, keeps the rest in the cart unheld, and says so in the reply', async () => {
    const arroz = await shop.product({ name: 'Arroz 1 kg', real_quantity: 50 });
    const visitor = guest();
    const added = await visitor.post('/api/cart', { product_id: arroz.id, quantity: 30 });
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json().items[0];
    expect(line).toMatchObject({ quantity: 30, held_quantity: 10 });
    expect(await availability(guest(), arroz.slug)).toBe(40);
    // Asking for more than there is is still refused with the SPEC message.
    const tooMany = await visitor.post('/api/cart', { product_id: arroz.id, quantity: 100 });
    expect(tooMany.json().message).toBe('La cantidad solicitada excede las 50 disponibles');
  });

  it('holds at most the cart allowance over all its lines', async () => {
    const aceite = await shop.product({ name: 'Aceite 1 l', real_quantity: 100 });
    const azucar = await shop.product({ name: 'Azúcar 1 kg', real_quantity: 100 });
    const visitor = guest();
    await visitor.post('/api/cart', { product_id: aceite.id, quantity: 6 });
    const cart = (await visitor.post('/api/cart', { product_id: azucar.id, quantity: 8 })).json();
    expect(heldOf(cart, aceite.id)).toBe(6);
    expect(heldOf(cart, azucar.id)).toBe(4);
    expect(await availability(guest(), azucar.slug)).toBe(96);
  });

  it('holds at most the address allowance over every cart of one client address', async () => {
    const products = await Promise.all(
      [1, 2, 3, 4].map((n) => shop.product({ name: `Café molido ${n}`, real_quantity: 100 })),
    );
    const held: number[] = [];
    for (const product of products) {
      const visitor = new Agent(t.app, { remoteAddress: '198.51.100.23' });
      const cart = (await visitor.post('/api/cart', { product_id: product.id, quantity: 10 })).json();
      held.push(heldOf(cart, product.id) ?? -1);
    }
    expect(held).toEqual([10, 10, 10, 0]);
    expect(await availability(guest(), products[3]?.slug ?? '')).toBe(100);
  });

  it('leaves every product on sale when one address tries to empty the shop', async () => {
    const products = await Promise.all(
      Array.from({ length: 12 }, (_, n) => shop.product({ name: `Jabón ${n}`, real_quantity: 5 })),
    );
    for (const product of products) {
      const hoarder = new Agent(t.app, { remoteAddress: '203.0.113.66' });
      const added = await hoarder.post('/api/cart', { product_id: product.id, quantity: 5 });
      expect(added.statusCode).toBe(200);
    }
    for (const product of products) expect(await availability(guest(), product.slug)).toBe(4);
  });
});

describe('a visitor who signs in', () => {
  it('gets the whole line held when the stock allows, and never more than the maximum quantity', async () => {
    const harina = await shop.product({ name: 'Harina de trigo', real_quantity: 20_000 });
    const buyer = await shopper(t);
    await buyer.agent.post('/api/cart', { product_id: harina.id, quantity: 6000 });
    const visitor = guest();
    const added = (await visitor.post('/api/cart', { product_id: harina.id, quantity: 6000 })).json();
    expect(heldOf(added, harina.id)).toBe(10);
    const login = await visitor.post('/api/login', {
      email: buyer.user.email,
      password: buyer.user.password,
    });
    expect(login.statusCode).toBe(200);
    const merged = (await visitor.get('/api/shop-cart-data')).json();
    expect(merged.items[0]).toMatchObject({ quantity: 10_000, held_quantity: 10_000 });
    expect(await availability(guest(), harina.slug)).toBe(10_000);
  });

  it('is told at checkout, in the SPEC words, when the unheld units were sold meanwhile', async () => {
    const leche = await shop.product({ name: 'Leche en polvo', real_quantity: 5 });
    const visitor = guest();
    const added = (await visitor.post('/api/cart', { product_id: leche.id, quantity: 4 })).json();
    expect(heldOf(added, leche.id)).toBe(1);
    const other = await shopper(t);
    await other.agent.post('/api/cart', { product_id: leche.id, quantity: 3 });
    const bought = await other.agent.post(
      '/api/orders',
      { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(bought.statusCode, bought.body).toBe(201);

    const buyer = await shopper(t);
    await buyer.agent.post('/api/logout');
    await visitor.post('/api/login', { email: buyer.user.email, password: buyer.user.password });
    const cart = (await visitor.get('/api/shop-cart-data')).json();
    expect(cart.items[0]).toMatchObject({ quantity: 4, held_quantity: 1 });
    const order = await visitor.post(
      '/api/orders',
      { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(order.statusCode).toBe(422);
    expect(order.json().message).toBe('La cantidad solicitada excede la única unidad disponible');
    expect(await availability(guest(), leche.slug)).toBe(1);
  });
});
