import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';

let t: TestApp;
let admin: Agent;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  categoryId = (await catalogueBasics(admin, 'Despensa')).category.id;
});
afterAll(() => t.close());

const path = '/api/admin/products/price-change';

async function product(name: string, extra: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/products', productInput(categoryId, { name, ...extra }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { slug: string };
}

const read = async (slug: string) => (await admin.get(`/api/admin/products/${slug}`)).json();

describe('POST /api/admin/products/price-change', () => {
  it('raises every own price of the products named, variations included, rounded to the cent', async () => {
    const rice = await product('Arroz 1 kg', {
      regular_price: 1355,
      sale_price: 1200,
      wholesale_price: 1000,
    });
    const beans = await product('Frijoles 1 kg', { regular_price: 999, discount_percentage: 10 });
    const shoe = await product('Sandalia', { kind: 'variable', sku: 'SANDALIA', regular_price: 2000 });
    const color = (await admin.post('/api/admin/attributes', { name: 'Color de sandalia' })).json();
    const red = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Rojo' })).json();
    const saved = await admin.put(`/api/admin/products/${shoe.slug}/variations`, {
      variations: [
        {
          regular_price: 2000,
          sale_price: 1500,
          real_quantity: 2,
          terms: [{ attribute_id: color.id, term_id: red.id }],
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const untouched = await product('Azúcar 1 kg', { regular_price: 500 });

    const response = await admin.post(path, {
      slugs: [rice.slug, beans.slug, shoe.slug, rice.slug],
      percent: 10,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ changed: 3 });
    expect(response.headers['cache-control']).toContain('no-store');

    // 1355 × 1,1 = 1490,5 → 1491; the offer and wholesale prices move with it, the final price follows.
    expect(await read(rice.slug)).toMatchObject({
      regular_price: 1491,
      sale_price: 1320,
      wholesale_price: 1100,
      final_price: 1320,
    });
    // A product's own discount percentage stays a percentage of the new price.
    expect(await read(beans.slug)).toMatchObject({ regular_price: 1099, final_price: 989 });
    const shoeNow = await read(shoe.slug);
    expect(shoeNow.regular_price).toBe(2200);
    expect(shoeNow.variations[0]).toMatchObject({ regular_price: 2200, sale_price: 1650, final_price: 1650 });
    expect((await read(untouched.slug)).regular_price).toBe(500);

    // A cut: -25 % of 1491 is 1118,25 → 1118.
    await admin.post(path, { slugs: [rice.slug], percent: -25 });
    expect(await read(rice.slug)).toMatchObject({
      regular_price: 1118,
      sale_price: 990,
      wholesale_price: 825,
    });
  });

  it('refuses a percentage out of bounds, zero or not whole, and an empty or long list, in the reader’s language', async () => {
    const item = await product('Café 250 g', { regular_price: 450 });
    const zero = await admin.post(path, { slugs: [item.slug], percent: 0 });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors).toEqual({ percent: ['Escribe un porcentaje distinto de 0'] });
    const big = await admin.post(path, { slugs: [item.slug], percent: 501 });
    expect(big.json().errors).toEqual({ percent: ['Debe ser como máximo 500'] });
    const small = await admin.post(path, { slugs: [item.slug], percent: -91 });
    expect(small.json().errors).toEqual({ percent: ['Debe ser como mínimo -90'] });
    const fraction = await admin.post(path, { slugs: [item.slug], percent: '12.5' });
    expect(fraction.json().errors.percent).toEqual(['Escribe un número entero']);
    const empty = await admin.post(path, { slugs: [], percent: 10 });
    expect(empty.json().errors).toEqual({ slugs: ['Elige al menos 1'] });
    const many = await admin.post(path, {
      slugs: Array.from({ length: 101 }, (_, i) => `p-${i}`),
      percent: 10,
    });
    expect(many.json().errors).toEqual({ slugs: ['Elige como máximo 100'] });
    const english = await admin.post(
      path,
      { slugs: [item.slug], percent: 0 },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(english.json().errors).toEqual({ percent: ['Enter a percentage other than 0'] });
    expect((await read(item.slug)).regular_price).toBe(450);
  });

  it('changes nothing when a product is missing or would go over the highest price', async () => {
    const tea = await product('Té verde', { regular_price: 300 });
    const missing = await admin.post(path, { slugs: [tea.slug, 'no-existe'], percent: 10 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('El producto no existe o no está disponible');

    const fridge = await product('Refrigerador industrial', { regular_price: 900_000_000 });
    const over = await admin.post(path, { slugs: [tea.slug, fridge.slug], percent: 20 });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'El nuevo precio de «Refrigerador industrial» pasaría del máximo permitido: elige un porcentaje menor',
    );
    expect((await read(tea.slug)).regular_price).toBe(300);
    expect((await read(fridge.slug)).regular_price).toBe(900_000_000);
  });

  it('asks for update_products, before reading the body', async () => {
    const soap = await product('Jabón', { regular_price: 100 });
    const anonymous = new Agent(t.app);
    expect((await anonymous.post(path, { slugs: [soap.slug], percent: 10 })).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    const refused = await reader.post(path, { slugs: [soap.slug], percent: 10 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'No tienes permito tal operación' });
    // A malformed body from someone without the permission is still a 403, not a validation reply.
    expect((await reader.post(path, { slugs: 'x', percent: 'y' })).statusCode).toBe(403);
    expect((await read(soap.slug)).regular_price).toBe(100);
  });

  it('answers hostile input with a 4xx and changes nothing', async () => {
    const salt = await product('Sal 1 kg', { regular_price: 80 });
    for (const body of [
      { slugs: [salt.slug], percent: '1e3' },
      { slugs: [salt.slug], percent: 'diez' },
      { slugs: [salt.slug], percent: null },
      { slugs: ['x'.repeat(101)], percent: 10 },
      { slugs: [{ $ne: null }], percent: 10 },
      { slugs: "' or 1=1 --", percent: 10 },
      { slugs: [salt.slug] },
      'not json',
    ]) {
      const response = await admin.post(path, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    const quote = await admin.post(path, { slugs: ["sal' or '1'='1"], percent: 10 });
    expect(quote.statusCode).toBe(404);
    expect((await read(salt.slug)).regular_price).toBe(80);
  });
});
