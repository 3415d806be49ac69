import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';
import { homeOrder, homeOrderOf, openShop } from '../../test/shop';
import { orderLines } from '../orders';

// What a unit costs the shop (decision 110): staff's figure, kept on each order line as it was when ordered.
let t: TestApp;
let admin: Agent;
let shop: Awaited<ReturnType<typeof openShop>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shop = await openShop(admin);
});
afterAll(() => t.close());

const linesOf = (orderId: number) =>
  t.app.db
    .select({ sku: orderLines.sku, unitCost: orderLines.unitCost })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));

describe('a product’s cost per unit', () => {
  it('is saved and read by staff, cleared when left blank, and never shown to shoppers', async () => {
    const created = await admin.post(
      '/api/admin/products',
      productInput(shop.category.id, { name: 'Café Serrano 250 g', regular_price: 450, cost_price: 310 }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { slug } = created.json();
    expect((await admin.get(`/api/admin/products/${slug}`)).json().cost_price).toBe(310);

    // Shoppers' replies name no cost: the product page, the list and the cart.
    const { agent: shopper } = await signInAs(t.app, { role: 'customer' });
    const page = await shopper.get(`/api/store/products/${slug}`);
    expect(page.statusCode).toBe(200);
    const list = await shopper.get('/api/store/products?search=serrano');
    expect(list.json().data).toHaveLength(1);
    await shopper.post('/api/cart', { product_id: created.json().id, quantity: 1 });
    const cart = await shopper.get('/api/cart');
    for (const reply of [page, list, cart]) {
      expect(reply.body).not.toMatch(/cost/i);
      expect(reply.body).not.toContain('310');
    }

    const cleared = await admin.put(
      `/api/admin/products/${slug}`,
      productInput(shop.category.id, { name: 'Café Serrano 250 g', regular_price: 450, cost_price: null }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().cost_price).toBeNull();
  });

  it('refuses a negative, fractional, too large or written cost, in the reader’s language, and keeps the old one', async () => {
    const product = await shop.product({ name: 'Aceite de girasol 1 l', cost_price: 200 });
    const spanish: string[] = [];
    for (const cost_price of [-1, 12.5, 1_000_000_001, '3,10', '<b>1</b>']) {
      const refused = await admin.put(
        `/api/admin/products/${product.slug}`,
        productInput(shop.category.id, { name: 'Aceite de girasol 1 l', cost_price }),
      );
      expect(refused.statusCode, String(cost_price)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['cost_price']);
      spanish.push(refused.json().errors.cost_price[0]);
    }
    expect(spanish[0]).toBe('Debe ser como mínimo 0,00');
    const english = await admin.put(
      `/api/admin/products/${product.slug}`,
      productInput(shop.category.id, { name: 'Aceite de girasol 1 l', cost_price: -1 }),
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().errors.cost_price).toEqual(['Must be at least 0.00']);
    expect((await admin.get(`/api/admin/products/${product.slug}`)).json().cost_price).toBe(200);
  });

  it('is read and changed with update_products alone, and answers 404 for a product that is not there', async () => {
    const product = await shop.product({ name: 'Frijoles negros 1 kg', cost_price: 150 });
    const { agent: editor } = await signInAs(t.app, { role: { permissions: ['update_products'] } });
    expect((await editor.get(`/api/admin/products/${product.slug}`)).json().cost_price).toBe(150);
    // Staff who only read the catalogue see its list, which names no cost, and not the edit form.
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    expect((await reader.get(`/api/admin/products/${product.slug}`)).statusCode).toBe(403);
    const list = await reader.get('/api/admin/products?search=frijoles');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/cost/i);
    const denied = await reader.put(
      `/api/admin/products/${product.slug}`,
      productInput(shop.category.id, { name: 'Frijoles negros 1 kg', cost_price: 1 }),
    );
    expect(denied.statusCode).toBe(403);
    const { agent: customer } = await signInAs(t.app, { role: 'customer' });
    expect((await customer.get(`/api/admin/products/${product.slug}`)).statusCode).toBe(403);
    const missing = await admin.put(
      '/api/admin/products/no-existe',
      productInput(shop.category.id, { cost_price: 1 }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('is kept on the order line as it was when ordered, whatever it becomes later', async () => {
    const product = await shop.product({ name: 'Arroz 1 kg', regular_price: 200, cost_price: 120 });
    const first = await homeOrder(t, product.id, 2);
    if (!first) throw new Error('the cart refused the units');
    await admin.put(
      `/api/admin/products/${product.slug}`,
      productInput(shop.category.id, { name: 'Arroz 1 kg', regular_price: 200, cost_price: 135 }),
    );
    const second = await homeOrder(t, product.id, 1);
    if (!second) throw new Error('the cart refused the units');
    expect((await linesOf(first.order.id)).map((l) => l.unitCost)).toEqual([120]);
    expect((await linesOf(second.order.id)).map((l) => l.unitCost)).toEqual([135]);
    // Unknown stays unknown: never counted as free.
    const plain = await shop.product({ name: 'Sal 1 kg' });
    const third = await homeOrder(t, plain.id, 1);
    if (!third) throw new Error('the cart refused the units');
    expect((await linesOf(third.order.id)).map((l) => l.unitCost)).toEqual([null]);
  });

  it('is a variation’s own, or else its product’s, and saving the variations keeps their wholesale prices', async () => {
    const color = (await admin.post('/api/admin/attributes', { name: 'Color de costo' })).json();
    const red = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Rojo' })).json();
    const blue = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Azul' })).json();
    const product = await shop.product({ name: 'Pulóver', kind: 'variable', cost_price: 700 });
    const saved = await admin.put(`/api/admin/products/${product.slug}/variations`, {
      variations: [
        {
          regular_price: 1200,
          wholesale_price: 1000,
          cost_price: 800,
          real_quantity: 5,
          terms: [{ attribute_id: color.id, term_id: red.id }],
        },
        { regular_price: 1200, real_quantity: 5, terms: [{ attribute_id: color.id, term_id: blue.id }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [redOne, blueOne] = saved.json().variations;
    expect(redOne).toMatchObject({ wholesale_price: 1000, cost_price: 800 });
    expect(blueOne).toMatchObject({ wholesale_price: null, cost_price: null });

    const refused = await admin.put(`/api/admin/products/${product.slug}/variations`, {
      variations: [{ ...redOne, cost_price: -5, terms: redOne.terms }],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['variations.0.cost_price']);

    const ordered = await homeOrderOf(t, [
      [product.id, 1, redOne.id],
      [product.id, 1, blueOne.id],
    ]);
    if (!ordered) throw new Error('the cart refused the units');
    const lines = await linesOf(ordered.order.id);
    expect(lines.map((l) => [l.sku, l.unitCost])).toEqual([
      [redOne.sku, 800],
      [blueOne.sku, 700],
    ]);
  });

  it('lists the products whose cost is still to be said, a variation without its own counting, and exports them', async () => {
    const color = (await admin.post('/api/admin/attributes', { name: 'Talla de costeo' })).json();
    const small = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'S' })).json();
    const large = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'L' })).json();
    const sized = async (name: string, costs: Array<number | null>) => {
      const product = await shop.product({ name, kind: 'variable' });
      const saved = await admin.put(`/api/admin/products/${product.slug}/variations`, {
        variations: [small, large].map((term, i) => ({
          regular_price: 900,
          cost_price: costs[i],
          real_quantity: 3,
          terms: [{ attribute_id: color.id, term_id: term.id }],
        })),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    await shop.product({ name: 'Costeo arroz', cost_price: 150 });
    await shop.product({ name: 'Costeo frijoles' });
    await sized('Costeo camisa', [500, null]);
    await sized('Costeo gorra', [300, 320]);
    const names = async (query: string) => {
      const reply = await admin.get(`/api/admin/products?search=costeo&sort=name&${query}`);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().data.map((p: { name: string }) => p.name);
    };
    expect(await names('has_cost=false')).toEqual(['Costeo camisa', 'Costeo frijoles']);
    expect(await names('has_cost=true')).toEqual(['Costeo arroz', 'Costeo gorra']);
    expect(await names('')).toHaveLength(4);
    // The export follows the filter (a variable product by its variations): the sheet to fill the costs in.
    const sheet = await admin.get('/api/admin/products/export.csv?search=costeo&has_cost=false');
    expect(sheet.statusCode).toBe(200);
    expect(
      sheet.body
        .split('\r\n')
        .slice(1, -1)
        .map((row) => row.split(';')[0]),
    ).toEqual(['Costeo frijoles', 'Costeo camisa — S', 'Costeo camisa — L']);

    for (const value of ['quizas', '1', "false' OR 1=1"]) {
      const refused = await admin.get(`/api/admin/products?has_cost=${encodeURIComponent(value)}`);
      expect(refused.statusCode, value).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['has_cost']);
    }
    const { agent: clerk } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    expect((await clerk.get('/api/admin/products?has_cost=false')).statusCode).toBe(403);
  });
});
