import {
  storefrontHomeReplySchema,
  storefrontProductSchema,
  storefrontProductsReplySchema,
} from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let ropa: { id: number; slug: string };
let hogar: { id: number; slug: string };
let brandId: number;

async function product(extra: Record<string, unknown>) {
  const response = await admin.post('/api/admin/products', productInput(ropa.id, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; slug: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shopper = new Agent(t.app);
  const basics = await catalogueBasics(admin, 'Ropa');
  ropa = basics.category;
  brandId = basics.brand.id;
  hogar = (await admin.post('/api/admin/categories', { name: 'Hogar', priority: 1 })).json();

  const coins = (await admin.get('/api/admin/coins')).json().data as Array<{
    id: number;
    short_name: string;
  }>;
  let mlc = coins.find((c) => c.short_name === 'MLC');
  if (!mlc) {
    mlc = (await admin.post('/api/admin/coins', { short_name: 'MLC', name: 'MLC', symbol: 'MLC' })).json();
  }
  const rate = await admin.post('/api/admin/exchange-rates', {
    coin_id: mlc?.id,
    date: '2025-01-01',
    rate: '1.5',
  });
  expect(rate.statusCode, rate.body).toBe(201);

  await product({ name: 'Cámara digital', regular_price: 10_000, priority: 1, brand_id: brandId });
  await product({
    name: 'Camiseta azul',
    regular_price: 1500,
    in_offer: true,
    discount_percentage: 20,
    priority: 2,
  });
  await product({
    name: 'Café molido',
    regular_price: 800,
    real_quantity: 0,
    priority: 3,
    category_id: hogar.id,
  });
  await product({ name: 'Azúcar blanca', regular_price: 300, visible: false });
  await product({ name: 'Pantalón gris', regular_price: 2500, active: false });
  await product({
    name: 'Saco de arroz',
    regular_price: 5000,
    wholesaler: true,
    wholesale_price: 4000,
    min_quantity: 10,
    priority: 4,
  });
});
afterAll(() => t.close());

const names = (reply: { data: Array<{ name: string }> }) => reply.data.map((p) => p.name);

describe('storefront browsing', () => {
  it('lists only active and visible products, by priority, with prices in every coin', async () => {
    const response = await shopper.get('/api/store/products');
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json();
    // Served without zod's check on the way out (storefront.routes.ts), so the shape is checked here.
    expect(storefrontProductsReplySchema.strict().parse(reply)).toEqual(reply);
    expect(names(reply)).toEqual(['Cámara digital', 'Camiseta azul', 'Café molido', 'Saco de arroz']);
    expect(reply.meta).toMatchObject({ current_page: 1, total: 4, last_page: 1 });
    expect(reply.coins.map((c: { short_name: string }) => c.short_name)).toEqual(['USD', 'MLC']);
    const camiseta = reply.data[1];
    expect(camiseta.prices).toEqual([
      { coin: 'USD', regular_price: 1500, final_price: 1200, wholesale_price: null },
      { coin: 'MLC', regular_price: 2250, final_price: 1800, wholesale_price: null },
    ]);
    expect(camiseta).toMatchObject({ in_offer: true, discount_percentage: 20, availability: 10 });
    expect(camiseta.category).toMatchObject({ name: 'Ropa', slug: ropa.slug });
  });

  it('finds products whatever the accents, the case or one typo', async () => {
    for (const search of ['camara', 'CAMARA', 'cámara', 'camra', 'cam']) {
      const reply = (await shopper.get(`/api/store/products?search=${encodeURIComponent(search)}`)).json();
      expect(names(reply), search).toContain('Cámara digital');
    }
    expect(names((await shopper.get('/api/store/products?search=azucar')).json())).toEqual([]);
    expect(names((await shopper.get('/api/store/products?search=cafe')).json())).toEqual(['Café molido']);
    expect(
      names((await shopper.get(`/api/store/products?search=${encodeURIComponent("'&|!:*")}`)).json()),
    ).toEqual([]);
  });

  it('filters by category, brand, price in the chosen coin, offer and availability, and sorts', async () => {
    const get = async (query: string) => names((await shopper.get(`/api/store/products?${query}`)).json());
    expect(await get(`category=${hogar.slug}`)).toEqual(['Café molido']);
    for (const gone of ['category=no-such-category', 'brand=no-such-brand'])
      expect((await shopper.get(`/api/store/products?${gone}`)).statusCode, gone).toBe(404);
    expect(await get('in_offer=true')).toEqual(['Camiseta azul']);
    expect(await get('available=true')).not.toContain('Café molido');
    expect(await get('min_price=1000&max_price=5000')).toEqual(['Camiseta azul', 'Saco de arroz']);
    // 1,800 MLC cents is 1,200 USD cents at 1.5.
    expect(await get('coin=MLC&min_price=1800&max_price=1800')).toEqual(['Camiseta azul']);
    expect(await get('sort=price')).toEqual([
      'Café molido',
      'Camiseta azul',
      'Saco de arroz',
      'Cámara digital',
    ]);
    expect(await get('sort=-price')).toEqual([
      'Cámara digital',
      'Saco de arroz',
      'Camiseta azul',
      'Café molido',
    ]);
    expect(await get('sort=newest')).toEqual([
      'Saco de arroz',
      'Café molido',
      'Camiseta azul',
      'Cámara digital',
    ]);
    expect(await get('per_page=2&page=2')).toEqual(['Café molido', 'Saco de arroz']);
    // Past every counted match: nothing, without scanning for it.
    expect(await get('per_page=48&page=1000')).toEqual([]);
  });

  it('answers 422 for a bad query, in the shopper language', async () => {
    for (const query of [
      'per_page=1000',
      'min_price=-1',
      'sort=cheapest',
      'page=0',
      `search=${'x'.repeat(101)}`,
      // Numbers in digits only: not page 16, 1000 or 3 by another spelling.
      'page=0x10',
      'page=1e3',
      'min_price=0b11',
      'max_price=Infinity',
    ]) {
      const response = await shopper.get(`/api/store/products?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors).toBeTruthy();
    }
    // A whole number written with a point is none, even with zeros for decimals (decision 078).
    const pointed = await shopper.get('/api/store/products?page=2.0');
    expect(pointed.statusCode).toBe(422);
    expect(pointed.json().errors).toEqual({ page: ['Escribe un número entero'] });
    // A price range upside down is refused on its upper bound, not answered with nothing.
    const upsideDown = await shopper.get('/api/store/products?min_price=5000&max_price=1000');
    expect(upsideDown.statusCode).toBe(422);
    expect(upsideDown.json().errors).toEqual({
      max_price: ['El precio máximo no puede ser menor que el mínimo'],
    });
    expect((await shopper.get('/api/store/products?min_price=5000&max_price=5000')).statusCode).toBe(200);
    // A NUL the database could not compare is refused on the field it came in, not with a message naming nothing.
    const nul = await shopper.get('/api/store/products?search=caf%00e');
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ search: ['Contiene un carácter no permitido'] });
  });

  it('shows the wholesale price to wholesalers only', async () => {
    const arroz = (await shopper.get('/api/store/products?search=arroz')).json().data[0];
    expect(arroz.prices[0]).toMatchObject({ final_price: 5000, wholesale_price: null });
    expect(arroz).toMatchObject({ wholesaler: true, min_quantity: 10 });
    const { agent: wholesaler } = await signInAs(t.app, { role: 'wholesaler' });
    const seen = (await wholesaler.get('/api/store/products?search=arroz')).json().data[0];
    expect(seen.prices).toEqual([
      { coin: 'USD', regular_price: 5000, final_price: 5000, wholesale_price: 4000 },
      { coin: 'MLC', regular_price: 7500, final_price: 7500, wholesale_price: 6000 },
    ]);
    // Sold at retail too: its page says anyone buys it from one unit, as the cart allows, the wholesaler as well.
    const page = (await wholesaler.get(`/api/store/products/${arroz.slug}`)).json();
    expect(page).toMatchObject({ min_purchase: 1, wholesaler: true, min_quantity: 10 });
    expect((await shopper.get(`/api/store/products/${arroz.slug}`)).json().min_purchase).toBe(1);
  });
});

describe('the store front, filters and product page', () => {
  it('gives categories by priority, offers, newest and best sellers', async () => {
    const response = await shopper.get('/api/store/home');
    expect(response.statusCode, response.body).toBe(200);
    const home = response.json();
    expect(storefrontHomeReplySchema.strict().parse(home)).toEqual(home);
    expect(home.categories.map((c: { name: string }) => c.name)).toEqual(['Ropa', 'Hogar']);
    expect(names({ data: home.offers })).toEqual(['Camiseta azul']);
    expect(names({ data: home.newest })[0]).toBe('Saco de arroz');
    expect(names({ data: home.best_sellers })[0]).toBe('Cámara digital');
  });

  it('offers the filters: categories, brands with products on sale, the price range', async () => {
    const filters = (await shopper.get('/api/store/filters')).json();
    expect(filters.categories.map((c: { name: string }) => c.name)).toEqual(['Ropa', 'Hogar']);
    expect(filters.brands.map((b: { name: string }) => b.name)).toEqual(['Ropa marca']);
    expect(filters.price_range).toEqual({ min: 800, max: 10_000 });
  });

  it('shows a product with its related products, and 404 for hidden, inactive or unknown ones', async () => {
    const response = await shopper.get('/api/store/products/camara-digital');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(storefrontProductSchema.strict().parse(page)).toEqual(page);
    expect(page).toMatchObject({
      name: 'Cámara digital',
      images: [],
      variations: [],
      warranty: null,
      tax: 0,
    });
    expect(page.related.map((p: { name: string }) => p.name)).toEqual(['Camiseta azul', 'Saco de arroz']);
    for (const slug of ['azucar-blanca', 'pantalon-gris', 'no-such-product']) {
      const missing = await shopper.get(`/api/store/products/${slug}`);
      expect(missing.statusCode, slug).toBe(404);
      expect(missing.json().message).toBe('El producto no existe o no está disponible');
    }
    const english = await shopper.get('/api/store/products/azucar-blanca', {
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.json().message).toBe('The product does not exist or is not available');
  });

  it('shows a variable product with the attributes and terms its active variations use', async () => {
    const color = (await admin.post('/api/admin/attributes', { name: 'Color' })).json();
    const rojo = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Rojo' })).json();
    const azul = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Azul' })).json();
    await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Verde' });
    const gorra = await product({
      name: 'Gorra',
      kind: 'variable',
      regular_price: 1000,
      show_warranty: true,
      time_warranty: 3,
      tax: 10,
    });
    const saved = await admin.put(`/api/admin/products/${gorra.slug}/variations`, {
      variations: [
        { regular_price: 1000, real_quantity: 2, terms: [{ attribute_id: color.id, term_id: rojo.id }] },
        { regular_price: 1200, real_quantity: 0, terms: [{ attribute_id: color.id, term_id: azul.id }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await shopper.get(`/api/store/products/${gorra.slug}`)).json();
    expect(storefrontProductSchema.strict().parse(page)).toEqual(page);
    expect(page.attributes).toEqual([
      {
        id: color.id,
        name: 'Color',
        terms: [
          { id: azul.id, name: 'Azul' },
          { id: rojo.id, name: 'Rojo' },
        ],
      },
    ]);
    expect(page.variations.map((v: { availability: number }) => v.availability)).toEqual([2, 0]);
    expect(page.variations[1].prices[1]).toMatchObject({ coin: 'MLC', final_price: 1800 });
    expect(page.availability).toBe(2);
    expect(page.warranty).toEqual({ time: 3, unit: 'months' });
    // The tax its prices include, which the page says beside the price.
    expect(page.tax).toBe(10);
  });
});
