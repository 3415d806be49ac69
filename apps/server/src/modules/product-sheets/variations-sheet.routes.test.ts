import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn } from '../../test/factories';
import { csv, sendSheet } from '../../test/sheets';

let t: TestApp;
let admin: Agent;
let slug: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const { category } = await catalogueBasics(admin, 'Ropa');
  const size = (await admin.post('/api/admin/attributes', { name: 'Talla' })).json();
  const term = async (name: string) =>
    (await admin.post(`/api/admin/attributes/${size.id}/terms`, { name })).json().id as number;
  const [m, l] = [await term('M'), await term('L')];
  const shirt = await admin.post(
    '/api/admin/products',
    productInput(category.id, { name: 'Camisa de lino', kind: 'variable', sku: 'CAMISA' }),
  );
  expect(shirt.statusCode, shirt.body).toBe(201);
  slug = shirt.json().slug;
  const saved = await admin.put(`/api/admin/products/${slug}/variations`, {
    variations: [
      {
        sku: 'CAMISA-M',
        regular_price: 2500,
        sale_price: 2200,
        cost_price: 1100,
        real_quantity: 6,
        terms: [{ attribute_id: size.id, term_id: m }],
      },
      {
        sku: 'CAMISA-L',
        regular_price: 2500,
        real_quantity: 4,
        terms: [{ attribute_id: size.id, term_id: l }],
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const variations = async () =>
  ((await admin.get(`/api/admin/products/${slug}`)).json().variations as Array<Record<string, unknown>>).map(
    ({ sku, regular_price, sale_price, cost_price, real_quantity }) => ({
      sku,
      regular_price,
      sale_price,
      cost_price,
      real_quantity,
    }),
  );

describe('a product with variations in a spreadsheet', () => {
  it('is exported a row per variation, and a row changes its variation’s prices and stock', async () => {
    const exported = await admin.get('/api/admin/products/export.csv?search=camisa');
    expect(exported.body.split('\r\n').slice(1)).toEqual([
      'Camisa de lino — M;Ropa;25,00;CAMISA-M;;22,00;;11,00;6;',
      'Camisa de lino — L;Ropa;25,00;CAMISA-L;;;;;4;',
      '',
    ]);
    const untouched = await sendSheet(admin, Buffer.from(exported.body));
    expect(untouched.json().rows.map((row: { action: string }) => row.action)).toEqual(['keep', 'keep']);

    const file = csv(
      'SKU;Precio;Precio rebajado;Existencias;Nombre;Costo',
      'camisa-m;26,00;;8;Otro nombre;11,50',
      'CAMISA-L;25;;;;',
    );
    const check = await sendSheet(admin, file);
    expect(check.json().rows).toEqual([
      {
        line: 2,
        action: 'update',
        name: 'Camisa de lino — M',
        category: 'Ropa',
        regular_price: 2600,
        quantity: 8,
        // The name is its product's: a variation's row changes its prices and stock alone.
        changes: [
          { column: 'regular_price', before: 2500, after: 2600 },
          { column: 'sale_price', before: 2200, after: null },
          { column: 'cost_price', before: 1100, after: 1150 },
          { column: 'quantity', before: 6, after: 8 },
        ],
        errors: [],
      },
      {
        line: 3,
        action: 'keep',
        name: 'Camisa de lino — L',
        category: 'Ropa',
        regular_price: 2500,
        quantity: 4,
        changes: [],
        errors: [],
      },
    ]);
    const saved = await sendSheet(admin, file, { dry_run: 'false' });
    expect(saved.json()).toMatchObject({ created: 0, updated: 1 });
    expect(await variations()).toEqual([
      { sku: 'CAMISA-M', regular_price: 2600, sale_price: null, cost_price: 1150, real_quantity: 8 },
      { sku: 'CAMISA-L', regular_price: 2500, sale_price: null, cost_price: null, real_quantity: 4 },
    ]);
    const product = (await admin.get(`/api/admin/products/${slug}`)).json();
    expect(product.name).toBe('Camisa de lino');
    const movements = (await admin.get(`/api/admin/products/${slug}/movements`)).json().data;
    expect(movements[0]).toMatchObject({
      quantity: 2,
      balance: 8,
      reason: 'adjustment',
      note: 'Importación de productos',
      variation: { sku: 'CAMISA-M' },
    });
  });

  it('refuses a variation’s offer price above its price, and the product’s own SKU', async () => {
    const reply = await sendSheet(
      admin,
      csv('SKU;Precio;Precio rebajado', 'CAMISA-L;20,00;21,00', 'CAMISA;20,00;'),
      {
        dry_run: 'false',
      },
    );
    expect(reply.json().rows.map((row: { errors: string[] }) => row.errors)).toEqual([
      ['Precio rebajado: Debe ser como máximo 20,00'],
      ['SKU: es de un producto con variaciones: cada variación va en su fila, con su propio SKU'],
    ]);
    expect((await variations())[1]).toMatchObject({ regular_price: 2500, sale_price: null });
  });
});
