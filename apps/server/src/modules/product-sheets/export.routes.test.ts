import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';
import { sendSheet } from '../../test/sheets';

let t: TestApp;
let admin: Agent;
let categoryId: number;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  ({
    category: { id: categoryId },
    brand: { id: brandId },
  } = await catalogueBasics(admin, 'Conservas'));
  const make = async (extra: Record<string, unknown>) => {
    const reply = await admin.post('/api/admin/products', productInput(categoryId, extra));
    expect(reply.statusCode, reply.body).toBe(201);
  };
  await make({
    name: 'Atún en aceite, lata',
    sku: 'ATUN-1',
    regular_price: 325,
    sale_price: 299,
    wholesale_price: 280,
    cost_price: 190,
    real_quantity: 40,
    brand_id: brandId,
    short_description: 'Lata de 160 g "abre fácil"',
  });
  await make({ name: '=1+1 sardinas', sku: 'SARD-1', regular_price: 1234567, real_quantity: 0 });
  await make({ name: 'Lote de conservas', sku: 'LOTE-1', kind: 'service', regular_price: 1000 });
  await make({ name: 'Mermelada', sku: 'MERM-V', kind: 'variable', regular_price: 500 });
});
afterAll(() => t.close());

const path = '/api/admin/products/export.csv';

describe('GET /api/admin/products/export.csv', () => {
  it('writes the products the list shows as a Spanish CSV, in the columns the import reads', async () => {
    const reply = await admin.get(`${path}?category_id=${categoryId}`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="productos-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.body.split('\r\n')).toEqual([
      '\uFEFFNombre;Categoría;Precio;SKU;Marca;Precio rebajado;Precio mayorista;Costo;Existencias;Descripción corta',
      'Atún en aceite, lata;Conservas;3,25;ATUN-1;Conservas marca;2,99;2,80;1,90;40;"Lata de 160 g ""abre fácil"""',
      // What a spreadsheet would run as a formula is written as text; a service keeps no stock.
      "'=1+1 sardinas;Conservas;12345,67;SARD-1;;;;;0;",
      'Lote de conservas;Conservas;10,00;LOTE-1;;;;;;',
      '',
    ]);

    // Read back as it is, it changes nothing.
    const check = await sendSheet(admin, Buffer.from(reply.body));
    expect(check.statusCode, check.body).toBe(200);
    expect(
      check.json().rows.map((row: { action: string; errors: string[] }) => [row.action, row.errors]),
    ).toEqual([
      ['keep', []],
      ['keep', []],
      ['keep', []],
    ]);
    expect(check.json().rows[1].name).toBe('=1+1 sardinas');
  });

  it('writes English with commas, and follows the list’s search', async () => {
    const reply = await admin.get(`${path}?search=atun`, { headers: { 'accept-language': 'en-US' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/filename="products-/);
    expect(reply.body.split('\r\n')).toEqual([
      '\uFEFFName,Category,Price,SKU,Brand,Sale price,Wholesale price,Cost,Stock,Short description',
      '"Atún en aceite, lata",Conservas,3.25,ATUN-1,Conservas marca,2.99,2.80,1.90,40,"Lata de 160 g ""abre fácil"""',
      '',
    ]);
    const none = await admin.get(`${path}?category_id=999999`);
    expect(none.statusCode).toBe(200);
    expect(none.body.split('\r\n')).toHaveLength(2);
  });

  it('refuses filters it cannot read, in the reader’s language', async () => {
    for (const query of ['category_id=abc', 'kind=gift', `search=${'x'.repeat(500)}`, 'active=maybe']) {
      const reply = await admin.get(`${path}?${query}`);
      expect(reply.statusCode, query).toBe(422);
      expect(reply.json().message).toBeTypeOf('string');
    }
  });

  it('asks for read_products', async () => {
    expect((await new Agent(t.app).get(path)).statusCode).toBe(401);
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_orders'] } });
    const refused = await agent.get(path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'No tienes permito tal operación' });
  });
});
