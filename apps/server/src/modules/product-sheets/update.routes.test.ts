import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';
import { csv, sendSheet } from '../../test/sheets';

let t: TestApp;
let admin: Agent;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  categoryId = (await catalogueBasics(admin, 'Despensa')).category.id;
  await admin.post('/api/admin/categories', { name: 'Bebidas' });
  await admin.post('/api/admin/brands', { name: 'Cubita' });
});
afterAll(() => t.close());

const send = sendSheet;
const make = async (extra: Record<string, unknown>) => {
  const reply = await admin.post('/api/admin/products', productInput(categoryId, extra));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: number; slug: string; sku: string };
};
const product = async (slug: string) => (await admin.get(`/api/admin/products/${slug}`)).json();

describe('POST /api/admin/products/import, rows that name a product by its SKU', () => {
  it('shows what each row changes, then changes only the columns the file has and counts the stock into the ledger', async () => {
    const coffee = await make({
      name: 'Café molido 250 g',
      sku: 'CAFE-250',
      regular_price: 450,
      sale_price: 400,
      real_quantity: 10,
      short_description: 'Tueste medio',
    });
    const sugar = await make({ name: 'Azúcar 1 kg', sku: 'AZUCAR-1', regular_price: 120, real_quantity: 5 });
    const sugarChanged = (await product(sugar.slug)).updated_at;
    const file = csv(
      'SKU;Precio;Precio rebajado;Existencias;Marca;Costo',
      'cafe-250;5,00;;12;Cubita;3,10',
      'AZUCAR-1;1,20;;;;',
    );
    const check = await send(admin, file);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({
      dry_run: true,
      created: 0,
      updated: 0,
      rows: [
        {
          line: 2,
          action: 'update',
          name: 'Café molido 250 g',
          category: 'Despensa',
          regular_price: 500,
          quantity: 12,
          changes: [
            { column: 'brand', before: null, after: 'Cubita' },
            { column: 'regular_price', before: 450, after: 500 },
            { column: 'sale_price', before: 400, after: null },
            { column: 'cost_price', before: null, after: 310 },
            { column: 'quantity', before: 10, after: 12 },
          ],
          errors: [],
        },
        {
          line: 3,
          action: 'keep',
          name: 'Azúcar 1 kg',
          category: 'Despensa',
          regular_price: 120,
          quantity: 5,
          changes: [],
          errors: [],
        },
      ],
    });
    expect(await product(coffee.slug)).toMatchObject({
      regular_price: 450,
      sale_price: 400,
      real_quantity: 10,
    });

    const done = await send(admin, file, { dry_run: 'false' });
    expect(done.json()).toMatchObject({ dry_run: false, created: 0, updated: 1 });
    const changed = await product(coffee.slug);
    expect(changed).toMatchObject({
      name: 'Café molido 250 g',
      short_description: 'Tueste medio',
      regular_price: 500,
      sale_price: null,
      final_price: 500,
      cost_price: 310,
      real_quantity: 12,
    });
    const movements = (await admin.get(`/api/admin/products/${coffee.slug}/movements`)).json().data;
    expect(movements[0]).toMatchObject({
      quantity: 2,
      balance: 12,
      reason: 'adjustment',
      note: 'Importación de productos',
    });
    // A row that changes nothing writes nothing.
    expect((await product(sugar.slug)).updated_at).toBe(sugarChanged);
  });

  it('makes the rows whose SKU is new and changes the others, all in one file', async () => {
    await make({ name: 'Ron añejo 700 ml', sku: 'RON-700', regular_price: 1200, real_quantity: 3 });
    const file = csv(
      'Nombre;Categoría;Precio;SKU;Existencias',
      'Ron añejo 7 años 700 ml;Bebidas;12,50;RON-700;3',
      'Refresco de cola 1,5 L;Bebidas;1,75;COLA-15;48',
      'Sin SKU;Bebidas;1;;',
    );
    const reply = await send(admin, file, { dry_run: 'false' });
    expect(reply.json()).toMatchObject({ created: 2, updated: 1 });
    expect(reply.json().rows[0].changes).toEqual([
      { column: 'name', before: 'Ron añejo 700 ml', after: 'Ron añejo 7 años 700 ml' },
      { column: 'category', before: 'Despensa', after: 'Bebidas' },
      { column: 'regular_price', before: 1200, after: 1250 },
    ]);
    // A renamed product keeps its address, as in the form.
    expect(await product('ron-anejo-700-ml')).toMatchObject({
      name: 'Ron añejo 7 años 700 ml',
      real_quantity: 3,
    });
    expect(await product('refresco-de-cola-1-5-l')).toMatchObject({ sku: 'COLA-15', real_quantity: 48 });
  });

  it('changes nothing when a row is wrong, and says why by its column', async () => {
    const tea = await make({ name: 'Té verde', sku: 'TE-VERDE', regular_price: 300, sale_price: 250 });
    await make({ name: 'Yogur', sku: 'YOGUR-V', kind: 'variable' });
    await make({ name: 'Envío exprés', sku: 'EXPRES', kind: 'service', real_quantity: 0 });
    const file = csv(
      'SKU;Precio;Existencias;Nombre',
      'TE-VERDE;2,00;99;Té verde',
      'YOGUR-V;1,00;;Yogur',
      'EXPRES;1,00;4;Envío exprés',
      'te-verde;3,00;;Té verde',
      'NUEVO-1;1,00;;',
    );
    const reply = await send(admin, file, { dry_run: 'false' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().updated).toBe(0);
    expect(reply.json().rows.map((row: { errors: string[] }) => row.errors)).toEqual([
      ['Precio rebajado: Debe ser como máximo 2,00'],
      ['SKU: es de un producto con variaciones: cada variación va en su fila, con su propio SKU'],
      ['Existencias: Los servicios y los combos no tienen existencias propias'],
      ['SKU: el mismo SKU está en la fila 2: cada producto va en una sola fila'],
      ['Categoría: Este campo es requerido', 'Nombre: Este campo es requerido'],
    ]);
    expect(await product(tea.slug)).toMatchObject({ regular_price: 300, real_quantity: 10 });

    const english = await send(admin, csv('SKU,Price', 'YOGUR-V,1.00'), {}, { 'accept-language': 'en-US' });
    expect(english.json().rows[0].errors).toEqual([
      'SKU: it belongs to a product with variations: each variation goes on its own row, with its own SKU',
    ]);
  });

  it('never counts fewer units than carts hold', async () => {
    const bread = await make({ name: 'Pan de molde', sku: 'PAN-MOLDE', real_quantity: 4 });
    // Staff shop too: the admin's own cart holds three.
    const held = await admin.post('/api/cart', { product_id: bread.id, quantity: 3 });
    expect(held.statusCode, held.body).toBeLessThan(300);
    const reply = await send(admin, csv('SKU;Existencias', 'PAN-MOLDE;1'), { dry_run: 'false' });
    expect(reply.json().rows[0].errors).toEqual([
      'Existencias: No se pueden dejar menos de las 3 unidades apartadas por carritos y pedidos',
    ]);
    expect((await product(bread.slug)).real_quantity).toBe(4);
  });

  it('asks for update_products as well as create_products', async () => {
    await make({ name: 'Aceite 1 L', sku: 'ACEITE-1', regular_price: 500 });
    const { agent: maker } = await signInAs(t.app, {
      role: { permissions: ['read_products', 'create_products'] },
    });
    const refused = await send(maker, csv('SKU;Precio', 'ACEITE-1;1,00'), { dry_run: 'false' });
    expect(refused.statusCode).toBe(403);
    expect((await product('aceite-1-l')).regular_price).toBe(500);
  });
});
