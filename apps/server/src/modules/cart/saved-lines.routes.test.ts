import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';
import { openShop } from '../../test/shop';
import { products } from '../products';
import { savedLines } from './cart.table';

let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

type Cart = { items: Array<{ id: number; product_id: number; quantity: number }>; count: number };
const availability = async (slug: string): Promise<number> =>
  (await new Agent(t.app).get(`/api/store/products/${slug}`)).json().availability;

/** A shopper with `quantity` of a new product (`stock` units) in their cart. */
async function shopperWith(quantity = 3, stock = 10) {
  const product = await shop.product({
    name: `Aceite ${Math.random()}`,
    real_quantity: stock,
    regular_price: 450,
  });
  const { agent, user } = await signInAs(t.app, { role: 'customer' });
  const added = await agent.post('/api/cart', { product_id: product.id, quantity });
  expect(added.statusCode, added.body).toBe(200);
  const line = (added.json() as Cart).items[0];
  if (!line) throw new Error('no line');
  return { agent, user, product, line };
}

describe('saved for later (decision 105)', () => {
  it('takes a line out of the cart, its units given back, and puts it back with its quantity', async () => {
    const { agent, product, line } = await shopperWith(3, 10);
    expect(await availability(product.slug)).toBe(7);

    const saved = await agent.post('/api/cart/saved', { line_id: line.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Guardado para después', cart: { items: [], count: 0 } });
    expect(await availability(product.slug)).toBe(10);

    const list = await agent.get('/api/cart/saved');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toContain('no-store');
    const [item, ...rest] = list.json().data;
    expect(rest).toEqual([]);
    expect(item).toMatchObject({
      product_id: product.id,
      variation_id: null,
      quantity: 3,
      slug: product.slug,
      problem: null,
      unit_price_formatted: '4,50\u00a0$',
      line_total_formatted: '13,50\u00a0$',
      saved_at: expect.stringMatching(/^\d{4}-/),
    });

    const back = await agent.post(`/api/cart/saved/${item.id}/cart`);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe('De vuelta en el carrito');
    expect((back.json().cart as Cart).items).toMatchObject([{ product_id: product.id, quantity: 3 }]);
    expect(await availability(product.slug)).toBe(7);
    expect((await agent.get('/api/cart/saved')).json().data).toEqual([]);
  });

  it('says why a saved line cannot go back, and keeps it saved', async () => {
    const { agent, product, line } = await shopperWith(2, 2);
    await agent.post('/api/cart/saved', { line_id: line.id });
    // Someone else buys the last units meanwhile.
    const { agent: other } = await signInAs(t.app, { role: 'customer' });
    expect((await other.post('/api/cart', { product_id: product.id, quantity: 2 })).statusCode).toBe(200);
    const [item] = (await agent.get('/api/cart/saved')).json().data;
    expect(item).toMatchObject({ problem: 'Producto sin disponibilidad', unit_price_formatted: null });
    const refused = await agent.post(`/api/cart/saved/${item.id}/cart`);
    expect(refused.statusCode).toBe(422);
    expect((await agent.get('/api/cart/saved')).json().data).toHaveLength(1);
    expect(await availability(product.slug)).toBe(0);
    // Forgotten, it is gone; forgotten twice, it is not there.
    const removed = await agent.delete(`/api/cart/saved/${item.id}`);
    expect(removed.json()).toEqual({ message: 'Quitado de tus guardados' });
    const again = await agent.delete(`/api/cart/saved/${item.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ese producto ya no está en tus guardados');
  });

  it('keeps one saved line per product, the latest quantity', async () => {
    const { agent, product, line } = await shopperWith(1, 10);
    await agent.post('/api/cart/saved', { line_id: line.id });
    const added = await agent.post('/api/cart', { product_id: product.id, quantity: 4 });
    const again = (added.json() as Cart).items[0];
    await agent.post('/api/cart/saved', { line_id: again?.id });
    expect((await agent.get('/api/cart/saved')).json().data).toMatchObject([{ quantity: 4 }]);
  });

  it("is each shopper's own, for signed-in shoppers only, and bounded", async () => {
    const { agent, user, line } = await shopperWith(1, 10);
    await agent.post('/api/cart/saved', { line_id: line.id });
    const [item] = (await agent.get('/api/cart/saved')).json().data;
    const { agent: stranger } = await signInAs(t.app, { role: 'customer' });
    expect((await stranger.get('/api/cart/saved')).json().data).toEqual([]);
    expect((await stranger.post(`/api/cart/saved/${item.id}/cart`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/cart/saved/${item.id}`)).statusCode).toBe(404);
    // Another's cart line is not theirs to save.
    const { line: theirs } = await shopperWith(1, 10);
    expect((await stranger.post('/api/cart/saved', { line_id: theirs.id })).statusCode).toBe(404);
    const guest = new Agent(t.app);
    expect((await guest.get('/api/cart/saved')).statusCode).toBe(401);
    expect((await guest.post('/api/cart/saved', { line_id: line.id })).statusCode).toBe(401);

    // At most 100 saved lines: 100 copies of one product, saved straight into the table.
    const filler = await shop.product({ name: `Relleno ${Math.random()}`, real_quantity: 1 });
    const [row] = await t.app.db.select().from(products).where(eq(products.id, filler.id));
    if (!row) throw new Error('no product');
    const { id: _id, ...columns } = row;
    const copies = await t.app.db
      .insert(products)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          ...columns,
          name: `${columns.name} ${i}`,
          slug: `${columns.slug}-${i}`,
          sku: `${columns.sku}-${i}`,
        })),
      )
      .returning({ id: products.id });
    await t.app.db
      .insert(savedLines)
      .values(
        copies.map((copy) => ({ userId: user.id, productId: copy.id, variationId: null, quantity: 1 })),
      );
    const added = await agent.post('/api/cart', { product_id: filler.id, quantity: 1 });
    const full = await agent.post('/api/cart/saved', { line_id: (added.json() as Cart).items[0]?.id });
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe('Puedes guardar como mucho 100 productos para después');
    // Refused, the line stays in the cart.
    expect(((await agent.get('/api/shop-cart-data')).json() as Cart).count).toBe(1);
  });

  it('refuses bodies of another shape and ids that are not numbers', async () => {
    const { agent } = await shopperWith(1, 10);
    for (const body of [{}, { line_id: 'uno' }, { line_id: 0 }, { line_id: 1, quantity: 2 }, [], null])
      expect((await agent.post('/api/cart/saved', body)).statusCode).toBe(422);
    expect((await agent.post('/api/cart/saved', { line_id: 999_999 })).statusCode).toBe(404);
    expect((await agent.post('/api/cart/saved/abc/cart')).statusCode).toBe(404);
    expect((await agent.delete('/api/cart/saved/999999')).statusCode).toBe(404);
  });
});
