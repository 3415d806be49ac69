import { encodeSharedCart } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { createUser, signIn, signInAs } from '../../test/factories';
import { changeOrderSettings, UNCAPPED_GUEST_HOLDS } from '../../test/settings';
import { expireCartLines } from './cart-expiry';

let t: TestApp;
let admin: Agent;
let categoryId: number;

type Product = { id: number; slug: string };
type CartReply = {
  items: Array<{
    id: number;
    product_id: number;
    variation_id: number | null;
    quantity: number;
    unit_price: number;
  }>;
  count: number;
  subtotal: number;
  subtotal_formatted: string;
  to_pay_formatted: string;
  is_wholesaler: boolean;
};

async function product(extra: Record<string, unknown>): Promise<Product> {
  const response = await admin.post('/api/admin/products', productInput(categoryId, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** What shoppers see as available, which carts must reduce. */
async function availability(slug: string): Promise<number | null> {
  return (await new Agent(t.app).get(`/api/store/products/${slug}`)).json().availability;
}

const add = (agent: Agent, body: Record<string, unknown>) => agent.post('/api/cart', body);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  categoryId = (await catalogueBasics(admin, 'Hogar')).category.id;
  // How holding works; what a visitor may hold is guest-holds.test.ts.
  await changeOrderSettings(admin, UNCAPPED_GUEST_HOLDS);
});
afterAll(() => t.close());

describe('the cart', () => {
  it('is empty with zero amounts for a new visitor, and creates nothing', async () => {
    const visitor = new Agent(t.app);
    const response = await visitor.get('/api/shop-cart-data');
    expect(response.statusCode).toBe(200);
    const cart = response.json() as CartReply;
    expect(cart).toMatchObject({ items: [], count: 0, subtotal: 0, is_wholesaler: false });
    expect(cart.subtotal_formatted).toMatch(/0[.,]00/);
    expect(visitor.cookies.has('cart')).toBe(false);
  });

  it('holds the units a visitor adds, so shoppers see fewer available, and gives them back', async () => {
    const lampara = await product({ name: 'Lámpara de mesa', real_quantity: 5, regular_price: 2000 });
    const visitor = new Agent(t.app);

    const added = await add(visitor, { product_id: lampara.id, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect(visitor.cookies.has('cart')).toBe(true);
    const cart = added.json() as CartReply;
    expect(cart).toMatchObject({ count: 2, subtotal: 4000 });
    expect(await availability(lampara.slug)).toBe(3);

    // Adding again adds up; the cart is reloaded from the server as it is.
    expect((await add(visitor, { product_id: lampara.id, quantity: 1 })).json().count).toBe(3);
    expect(await availability(lampara.slug)).toBe(2);

    const line = cart.items[0]?.id;
    const changed = await visitor.put(`/api/cart/items/${line}`, { quantity: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await availability(lampara.slug)).toBe(4);

    expect((await visitor.delete(`/api/cart/items/${line}`)).json().count).toBe(0);
    expect(await availability(lampara.slug)).toBe(5);
  });

  it('refuses quantities by the SPEC rules, in the shopper language', async () => {
    const silla = await product({ name: 'Silla plegable', real_quantity: 3 });
    const visitor = new Agent(t.app);

    const tooMany = await add(visitor, { product_id: silla.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('La cantidad solicitada excede las 3 disponibles');

    const zero = await add(visitor, { product_id: silla.id, quantity: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.quantity).toEqual(['Cantidad incorrecta']);

    const huge = await add(visitor, { product_id: silla.id, quantity: 1_000_000 });
    expect(huge.json().errors.quantity).toEqual(['Cantidad no permitida']);

    const english = await visitor.post(
      '/api/cart',
      { product_id: silla.id, quantity: 9 },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().message).toBe('The requested quantity exceeds the 3 available');

    const agotado = await product({ name: 'Mesa agotada', real_quantity: 0 });
    const none = await add(visitor, { product_id: agotado.id, quantity: 1 });
    expect(none.json().message).toBe('Producto sin disponibilidad');

    expect((await add(visitor, { product_id: 999_999, quantity: 1 })).statusCode).toBe(404);
    expect((await add(visitor, { product_id: 'x', quantity: 1 })).statusCode).toBe(422);
    expect((await add(visitor, { product_id: silla.id, quantity: 1, extra: true })).statusCode).toBe(422);
    expect((await visitor.put('/api/cart/items/999999', { quantity: 1 })).statusCode).toBe(404);
    expect(await availability(silla.slug)).toBe(3);
  });

  it('asks for a variation of a variable product and holds that variation', async () => {
    const camisa = await product({ name: 'Camisa de lino', kind: 'variable' });
    const talla = (await admin.post('/api/admin/attributes', { name: 'Talla camisa' })).json();
    const m = (await admin.post(`/api/admin/attributes/${talla.id}/terms`, { name: 'M' })).json();
    const saved = await admin.put(`/api/admin/products/${camisa.slug}/variations`, {
      variations: [
        { regular_price: 3000, real_quantity: 2, terms: [{ attribute_id: talla.id, term_id: m.id }] },
      ],
    });
    const variation = saved.json().variations[0] as { id: number };
    const visitor = new Agent(t.app);

    expect((await add(visitor, { product_id: camisa.id, quantity: 1 })).json().message).toBe(
      'Elige una variación del producto',
    );
    const added = await add(visitor, { product_id: camisa.id, variation_id: variation.id, quantity: 2 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().items[0]).toMatchObject({
      variation_id: variation.id,
      variant: 'M',
      unit_price: 3000,
    });
    expect(await availability(camisa.slug)).toBe(0);
  });

  it('holds the parts of a combo', async () => {
    const pan = await product({ name: 'Pan', real_quantity: 10 });
    const queso = await product({ name: 'Queso', real_quantity: 4 });
    const desayuno = await product({
      name: 'Desayuno',
      kind: 'combo',
      combo_items: [
        { product_id: pan.id, quantity: 2 },
        { product_id: queso.id, quantity: 1 },
      ],
    });
    expect(await availability(desayuno.slug)).toBe(4);
    const visitor = new Agent(t.app);
    expect((await add(visitor, { product_id: desayuno.id, quantity: 3 })).statusCode).toBe(200);
    expect(await availability(pan.slug)).toBe(4);
    expect(await availability(queso.slug)).toBe(1);
    expect(await availability(desayuno.slug)).toBe(1);
    // The part bought alone competes for the same units.
    expect((await add(new Agent(t.app), { product_id: queso.id, quantity: 2 })).statusCode).toBe(422);
  });

  it('applies wholesale prices and minimums to wholesalers only', async () => {
    const arroz = await product({
      name: 'Arroz saco 25 kg',
      real_quantity: 100,
      regular_price: 5000,
      wholesaler: true,
      retail: false,
      wholesale_price: 4000,
      min_quantity: 10,
    });
    const retail = new Agent(t.app);
    expect((await add(retail, { product_id: arroz.id, quantity: 10 })).json().message).toBe(
      'Este producto se vende solo al por mayor',
    );
    const { agent: wholesaler } = await signInAs(t.app, { role: 'wholesaler' });
    expect((await add(wholesaler, { product_id: arroz.id, quantity: 5 })).json().message).toBe(
      'Cantidad mínima no permitida: el mínimo es 10',
    );
    const cart = (await add(wholesaler, { product_id: arroz.id, quantity: 10 })).json() as CartReply;
    expect(cart).toMatchObject({ is_wholesaler: true, subtotal: 40_000 });
  });

  it("joins the visitor's cart to the user's at sign-in and empties it at logout", async () => {
    const taza = await product({ name: 'Taza', real_quantity: 6 });
    const plato = await product({ name: 'Plato', real_quantity: 6 });
    const user = await createUser(t.app.db);
    const before = await signIn(t.app, user.email, user.password);
    expect((await add(before, { product_id: taza.id, quantity: 1 })).statusCode).toBe(200);
    await before.post('/api/logout');
    expect(await availability(taza.slug)).toBe(6);

    const userCart = await signIn(t.app, user.email, user.password);
    await add(userCart, { product_id: taza.id, quantity: 1 });

    const visitor = new Agent(t.app);
    await add(visitor, { product_id: taza.id, quantity: 2 });
    await add(visitor, { product_id: plato.id, quantity: 1 });
    expect(await availability(taza.slug)).toBe(3);
    const login = await visitor.post('/api/login', { email: user.email, password: user.password });
    expect(login.statusCode).toBe(200);
    const merged = (await visitor.get('/api/shop-cart-data')).json() as CartReply;
    expect(merged.items.map((i) => [i.product_id, i.quantity]).sort()).toEqual(
      [
        [taza.id, 3],
        [plato.id, 1],
      ].sort(),
    );
    expect(visitor.cookies.has('cart')).toBe(false);
    expect(await availability(taza.slug)).toBe(3);

    expect((await visitor.post('/api/logout')).statusCode).toBe(204);
    expect(await availability(taza.slug)).toBe(6);
    expect(await availability(plato.slug)).toBe(6);
  });

  it('empties on DELETE /api/cart', async () => {
    const vaso = await product({ name: 'Vaso', real_quantity: 2 });
    const visitor = new Agent(t.app);
    await add(visitor, { product_id: vaso.id, quantity: 2 });
    const emptied = await visitor.delete('/api/cart');
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().count).toBe(0);
    expect(await availability(vaso.slug)).toBe(2);
  });

  it('lets lines expire, giving their units back', async () => {
    const cubo = await product({ name: 'Cubo', real_quantity: 4 });
    const visitor = new Agent(t.app);
    await add(visitor, { product_id: cubo.id, quantity: 3 });
    expect(await availability(cubo.slug)).toBe(1);
    await t.app.db.execute(sql`update cart_items set expires_at = now() - interval '1 minute'`);
    expect(await expireCartLines(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await availability(cubo.slug)).toBe(4);
    expect((await visitor.get('/api/shop-cart-data')).json().count).toBe(0);
  });

  it('shares its lines by a link that adds them to another cart and tells what could not be added', async () => {
    const jarra = await product({ name: 'Jarra', real_quantity: 5 });
    const olla = await product({ name: 'Olla', real_quantity: 1 });
    const sender = new Agent(t.app);
    await add(sender, { product_id: jarra.id, quantity: 2 });
    await add(sender, { product_id: olla.id, quantity: 1 });
    const shared = await sender.post('/api/cart/share');
    expect(shared.statusCode, shared.body).toBe(200);
    const { encoded, path } = shared.json();
    expect(path).toBe(`/Cart/share-cart/${encoded}`);

    const friend = new Agent(t.app);
    const preview = (await friend.get(`/api/cart/shared/${encoded}`)).json();
    expect(preview.lines).toHaveLength(2);
    // The sender's cart holds the only pot.
    expect(preview.lines.find((l: { product_id: number }) => l.product_id === olla.id).problem).toBe(
      'Producto sin disponibilidad',
    );
    // The friend sees what the lines that can be added cost, priced as a cart prices them; the pot has no price.
    const jarraLine = preview.lines.find((l: { product_id: number }) => l.product_id === jarra.id);
    const cartOfSender = (await sender.get('/api/shop-cart-data')).json();
    const senderJarra = cartOfSender.items.find((i: { product_id: number }) => i.product_id === jarra.id);
    expect(jarraLine.unit_price_formatted).toBe(senderJarra.unit_price_formatted);
    expect(jarraLine.line_total_formatted).toBe(senderJarra.line_total_formatted);
    expect(
      preview.lines.find((l: { product_id: number }) => l.product_id === olla.id).line_total_formatted,
    ).toBe(null);
    expect(preview.subtotal_formatted).toBe(senderJarra.line_total_formatted);
    const imported = await friend.post(`/api/cart/shared/${encoded}`);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ added: 1, refused: [{ product_id: olla.id, name: 'Olla' }] });
    expect(imported.json().cart.count).toBe(2);

    expect((await friend.get('/api/cart/shared/not-a-cart')).statusCode).toBe(422);
    expect((await new Agent(t.app).post('/api/cart/share')).statusCode).toBe(422);
  });

  it('names no hidden or disabled product to whoever opens a share link (issue 11)', async () => {
    const secreto = await product({ name: 'Prototipo secreto', real_quantity: 5, visible: false });
    const retirado = await product({ name: 'Modelo retirado', real_quantity: 5, active: false });
    const encoded = encodeSharedCart([
      { product_id: secreto.id, variation_id: null, quantity: 1 },
      { product_id: retirado.id, variation_id: null, quantity: 1 },
    ]);
    const friend = new Agent(t.app);
    const preview = await friend.get(`/api/cart/shared/${encoded}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).not.toMatch(/Prototipo|retirado/);
    const imported = await friend.post(`/api/cart/shared/${encoded}`);
    expect(imported.json()).toMatchObject({ added: 0 });
    expect(imported.body).not.toMatch(/Prototipo|retirado/);
    expect(imported.json().refused.map((r: { name: string | null }) => r.name)).toEqual([null, null]);
  });

  it('never holds more than the stock when many shoppers add the last units at once', async () => {
    const ultima = await product({ name: 'Última unidad', real_quantity: 5 });
    const shoppers = Array.from({ length: 20 }, () => new Agent(t.app));
    // Each visitor fetches its anti-forgery cookie first, so the adds themselves race.
    await Promise.all(shoppers.map((s) => s.get('/api/csrf-cookie')));
    const replies = await Promise.all(shoppers.map((s) => add(s, { product_id: ultima.id, quantity: 1 })));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c !== 200 && c !== 422)).toEqual([]);
    expect(await availability(ultima.slug)).toBe(0);
  });
});
