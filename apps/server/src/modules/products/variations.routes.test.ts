import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn } from '../../test/factories';

let t: TestApp;
let admin: Agent;
let categoryId: number;
let color: { id: number };
let size: { id: number };
const term: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  categoryId = (await catalogueBasics(admin, 'Calzado')).category.id;
  color = (await admin.post('/api/admin/attributes', { name: 'Color' })).json();
  size = (await admin.post('/api/admin/attributes', { name: 'Talla' })).json();
  for (const [attribute, name] of [
    [color, 'Rojo'],
    [color, 'Azul'],
    [size, 'M'],
  ] as const) {
    term[name] = (await admin.post(`/api/admin/attributes/${attribute.id}/terms`, { name })).json().id;
  }
});
afterAll(() => t.close());

const variation = (
  colorTerm: number | null,
  sizeTerm: number | null,
  extra: Record<string, unknown> = {},
) => ({
  regular_price: 2000,
  real_quantity: 3,
  terms: [
    { attribute_id: color.id, term_id: colorTerm },
    { attribute_id: size.id, term_id: sizeTerm },
  ],
  ...extra,
});

async function variableProduct(name: string) {
  const response = await admin.post(
    '/api/admin/products',
    productInput(categoryId, { name, kind: 'variable', sku: name }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { slug: string; sku: string };
}

describe('PUT /api/admin/products/:slug/variations', () => {
  it('saves variations with their own sku, prices and stock; availability is their sum', async () => {
    const product = await variableProduct('Zapato');
    const response = await admin.put(`/api/admin/products/${product.slug}/variations`, {
      variations: [
        variation(term.Rojo ?? 0, term.M ?? 0, { sale_price: 1500 }),
        variation(term.Azul ?? 0, null),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.availability).toBe(6);
    expect(saved.variations.map((v: { sku: string }) => v.sku)).toEqual(['ZAPATO-1', 'ZAPATO-2']);
    expect(saved.variations[0]).toMatchObject({ final_price: 1500, discount: 500 });

    // Sent back with ids, they are kept and updated; the one left out goes. A kept variation keeps its stock, which
    // moves only by an adjustment with a reason (stock-history).
    const [first] = saved.variations;
    const kept = await admin.put(`/api/admin/products/${product.slug}/variations`, {
      variations: [
        {
          ...variation(term.Rojo ?? 0, term.M ?? 0, { real_quantity: 9, regular_price: 2100 }),
          id: first.id,
        },
      ],
    });
    expect(kept.json().variations).toMatchObject([
      { id: first.id, sku: 'ZAPATO-1', regular_price: 2100, real_quantity: first.real_quantity },
    ]);
  });

  it('refuses repeated combinations, all-undefined terms and more variations than the terms allow', async () => {
    const product = await variableProduct('Bota');
    const url = `/api/admin/products/${product.slug}/variations`;
    const duplicate = await admin.put(url, {
      variations: [variation(term.Rojo ?? 0, term.M ?? 0), variation(term.Rojo ?? 0, term.M ?? 0)],
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ 'variations.1.terms': ['No se permiten duplicados'] });

    const undefinedTerms = await admin.put(url, { variations: [variation(null, null)] });
    expect(undefinedTerms.json().errors).toEqual({
      'variations.0.terms': ['No todos los términos de un atributo pueden ser indefinidos'],
    });

    // Color has two terms and Talla one: two combinations at most.
    const tooMany = await admin.put(url, {
      variations: [
        variation(term.Rojo ?? 0, term.M ?? 0),
        variation(term.Azul ?? 0, term.M ?? 0),
        variation(term.Rojo ?? 0, null),
      ],
    });
    expect(tooMany.json().errors).toEqual({ variations: ['No son posibles más combinaciones'] });
    const english = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    english.cookies.set('locale', 'en-US');
    const tooManyEn = await english.put(url, {
      variations: [
        variation(term.Rojo ?? 0, term.M ?? 0),
        variation(term.Azul ?? 0, term.M ?? 0),
        variation(term.Rojo ?? 0, null),
      ],
    });
    expect(tooManyEn.json().errors).toEqual({ variations: ['No more combinations are possible'] });

    const wrongTerm = await admin.put(url, { variations: [variation(term.M ?? 0, null)] });
    expect(wrongTerm.json().errors).toEqual({
      'variations.0.terms.0.term_id': ['El valor seleccionado no existe'],
    });
  });

  it('refuses variations on a product that is not variable, and answers 404 for an unknown product', async () => {
    const simple = (
      await admin.post('/api/admin/products', productInput(categoryId, { name: 'Cordón' }))
    ).json();
    const response = await admin.put(`/api/admin/products/${simple.slug}/variations`, { variations: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      variations: ['Solo los productos variables tienen variaciones'],
    });
    expect((await admin.put('/api/admin/products/nope/variations', { variations: [] })).statusCode).toBe(404);
  });

  it('refuses deleting a term or attribute that a variation uses', async () => {
    const product = await variableProduct('Sandalia');
    await admin.put(`/api/admin/products/${product.slug}/variations`, {
      variations: [variation(term.Azul ?? 0, term.M ?? 0)],
    });
    const refused = await admin.delete(`/api/admin/attributes/${color.id}/terms/${term.Azul}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'No se puede eliminar una marca, atributo o término con variaciones relacionadas',
    );
    expect((await admin.delete(`/api/admin/attributes/${size.id}`)).statusCode).toBe(409);
  });
});

describe('variation prices', () => {
  it("apply the product's discount and tax to each variation's own price", async () => {
    const created = await admin.post(
      '/api/admin/products',
      productInput(categoryId, { name: 'Botín', kind: 'variable', discount_percentage: 10, tax: 10 }),
    );
    const saved = await admin.put(`/api/admin/products/${created.json().slug}/variations`, {
      variations: [variation(term.Rojo ?? 0, null)],
    });
    expect(saved.json().variations[0]).toMatchObject({
      regular_price: 2000,
      final_price: 1800,
      tax_value: 164,
    });
  });
});

describe('combos', () => {
  it('are available as many times as their scarcest part allows', async () => {
    const cup = (
      await admin.post('/api/admin/products', productInput(categoryId, { name: 'Taza', real_quantity: 7 }))
    ).json();
    const spoon = (
      await admin.post(
        '/api/admin/products',
        productInput(categoryId, { name: 'Cuchara', real_quantity: 30 }),
      )
    ).json();
    const tea = (
      await admin.post('/api/admin/products', productInput(categoryId, { name: 'Té', kind: 'service' }))
    ).json();
    expect(tea).toMatchObject({ availability: null, virtual: true, real_quantity: 0 });
    const combo = await admin.post(
      '/api/admin/products',
      productInput(categoryId, {
        name: 'Juego de té',
        kind: 'combo',
        combo_items: [
          { product_id: cup.id, quantity: 2 },
          { product_id: spoon.id, quantity: 6 },
          { product_id: tea.id, quantity: 1 },
        ],
      }),
    );
    expect(combo.statusCode, combo.body).toBe(201);
    // min(floor(7 / 2), floor(30 / 6)) = 3; the service does not limit it.
    expect(combo.json().availability).toBe(3);
    const list = (await admin.get('/api/admin/products?kind=combo')).json();
    expect(list.data[0]).toMatchObject({ name: 'Juego de té', availability: 3 });

    const part = await admin.delete(`/api/admin/products/${cup.slug}`);
    expect(part.statusCode).toBe(409);
    expect(part.json().message).toBe(
      'No se puede eliminar un producto o variación que forma parte de un combo',
    );
    const empty = await admin.post(
      '/api/admin/products',
      productInput(categoryId, { name: 'Vacío', kind: 'combo' }),
    );
    expect(empty.json().errors).toEqual({ combo_items: ['Un combo debe incluir al menos un producto'] });
  });
});
