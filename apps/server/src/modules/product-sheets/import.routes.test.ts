import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { csv, sendSheet } from '../../test/sheets';

let t: TestApp;
let admin: Agent;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  await catalogueBasics(admin, 'Víveres');
  brandId = (await admin.post('/api/admin/brands', { name: 'La Estancia' })).json().id;
});
afterAll(() => t.close());

const path = '/api/admin/products/import';

const send = sendSheet;
const product = async (slug: string) => {
  const reply = await admin.get(`/api/admin/products/${slug}`);
  return reply.statusCode === 404 ? null : reply.json();
};

describe('POST /api/admin/products/import', () => {
  it('checks a Spanish CSV without making anything, then makes every row with its stock', async () => {
    const file = csv(
      'Nombre;Categoría;Precio;SKU;Marca;Precio mayorista;Existencias;Descripción corta',
      'Puré de tomate 200 g;víveres;1,25;PURE-200;la estancia;1,00;24;Lata de 200 g',
      '"Aceite; girasol 1 L";Víveres;1.234,50;;;;;',
    );
    const check = await send(admin, file);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.headers['cache-control']).toContain('no-store');
    expect(check.json()).toEqual({
      dry_run: true,
      created: 0,
      updated: 0,
      rows: [
        {
          line: 2,
          action: 'create',
          name: 'Puré de tomate 200 g',
          category: 'víveres',
          regular_price: 125,
          quantity: 24,
          changes: [],
          errors: [],
        },
        {
          line: 3,
          action: 'create',
          name: 'Aceite; girasol 1 L',
          category: 'Víveres',
          regular_price: 123450,
          quantity: 0,
          changes: [],
          errors: [],
        },
      ],
    });
    expect(await product('pure-de-tomate-200-g')).toBeNull();

    // A running offer on the brand prices the products made, as it prices one made in the form.
    const hour = 3_600_000;
    const offer = await admin.post('/api/admin/offers', {
      name: 'Semana de La Estancia',
      kind: 'percentage',
      value: 20,
      product_ids: [],
      category_ids: [],
      brand_ids: [brandId],
      retail: true,
      wholesale: false,
      starts_at: new Date(Date.now() - hour).toISOString(),
      ends_at: new Date(Date.now() + 24 * hour).toISOString(),
      priority: 0,
      enabled: true,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const made = await send(admin, file, { dry_run: 'false' });
    expect(made.json()).toMatchObject({ dry_run: false, created: 2 });
    const pure = await product('pure-de-tomate-200-g');
    expect(pure).toMatchObject({
      sku: 'PURE-200',
      regular_price: 125,
      wholesale_price: 100,
      short_description: 'Lata de 200 g',
      real_quantity: 24,
    });
    expect(pure.brand_id).toBe(brandId);
    const shown = (await new Agent(t.app).get('/api/store/products/pure-de-tomate-200-g')).json();
    expect(shown.prices.find((price: { coin: string }) => price.coin === 'USD')).toMatchObject({
      regular_price: 125,
      final_price: 100,
    });
    expect((await product('aceite-girasol-1-l')).regular_price).toBe(123450);
  });

  it('reads an Excel sheet, with English headings, number cells and amounts written the English way', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Products');
    sheet.addRow(['Name', 'Category', 'Price', 'Stock', 'Sale price']);
    sheet.addRow(['Galletas María', 'Víveres', 2.5, 12, null]);
    sheet.addRow([
      { richText: [{ text: 'Café ' }, { text: 'molido' }] },
      'Víveres',
      '1,234.50',
      '3',
      '1,000',
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const made = await send(admin, file, { dry_run: 'false' }, { 'accept-language': 'en-US' });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().created).toBe(2);
    expect(await product('galletas-maria')).toMatchObject({ regular_price: 250, real_quantity: 12 });
    expect(await product('cafe-molido')).toMatchObject({
      regular_price: 123450,
      sale_price: 100000,
      real_quantity: 3,
    });
  });

  it('reads a CSV a Spanish Excel saved in Windows-1252, and one separated by tabs', async () => {
    const latin = Buffer.from('Nombre;Categoría;Precio\r\nJamón ahumado;Víveres;7,25\r\n', 'latin1');
    const reply = await send(admin, latin);
    expect(reply.json().rows).toEqual([
      {
        line: 2,
        action: 'create',
        name: 'Jamón ahumado',
        category: 'Víveres',
        regular_price: 725,
        quantity: 0,
        changes: [],
        errors: [],
      },
    ]);
    const tabs = await send(admin, csv('Nombre\tCategoría\tPrecio', 'Queso gouda\tVíveres\t9,90'));
    expect(tabs.json().rows[0]).toMatchObject({ name: 'Queso gouda', regular_price: 990, errors: [] });
  });

  it('makes nothing when any row is wrong, and says what is wrong in each, by its column, in the reader’s language', async () => {
    await send(admin, csv('Nombre;Categoría;Precio;SKU', 'Sal fina;Víveres;0,80;SAL-1'), {
      dry_run: 'false',
    });
    const file = csv(
      'Nombre;Categoría;Precio;SKU;Existencias;Precio rebajado;Marca',
      'Frijoles negros;Víveres;2,50;FRIJ-1;10;;',
      'Arroz;Granos;1,10;;;;',
      'Azúcar;Víveres;1,105;;2,5;;Nadie',
      ';Víveres;;SAL-1;;;',
      'Leche;Víveres;3,00;FRIJ-1;;4,00;',
    );
    const reply = await send(admin, file, { dry_run: 'false' });
    expect(reply.statusCode).toBe(200);
    const { created, rows } = reply.json();
    expect(created).toBe(0);
    expect(rows.map((row: { errors: string[] }) => row.errors)).toEqual([
      [],
      ['Categoría: no existe «Granos» en la tienda'],
      [
        'Existencias: Escribe un número entero',
        'Marca: no existe «Nadie» en la tienda',
        'Precio: Escribe el importe con dos decimales como máximo, como 10 o 10,50',
      ],
      ['Nombre: Este campo es requerido', 'Precio: Este campo es requerido'],
      [
        'SKU: el mismo SKU está en la fila 2: cada producto va en una sola fila',
        'Precio rebajado: Debe ser como máximo 3,00',
      ],
    ]);
    expect(await product('frijoles-negros')).toBeNull();

    const twice = await send(
      admin,
      csv('Nombre;Categoría;Precio;SKU', 'Té;Víveres;1;TE-1', 'Té rojo;Víveres;1;te-1'),
      {
        dry_run: 'false',
      },
    );
    expect(twice.json().rows[1].errors).toEqual([
      'SKU: el mismo SKU está en la fila 2: cada producto va en una sola fila',
    ]);
    const english = await send(
      admin,
      csv('Name;Category;Price', 'Tea;Nowhere;1'),
      {},
      { 'accept-language': 'en-US' },
    );
    expect(english.json().rows[0].errors).toEqual(['Category: the shop has no “Nowhere”']);
    expect(await product('te')).toBeNull();
  });

  it('refuses a file it cannot take whole: no columns, no rows, too many, too large, not a spreadsheet', async () => {
    const errorOf = async (data: Buffer) => {
      const reply = await send(admin, data);
      expect(reply.statusCode, reply.body).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode).toBeLessThan(500);
      return reply.json().errors?.file;
    };
    expect(await errorOf(csv('Nombre;Precio', 'Pan;1'))).toEqual(['Faltan columnas obligatorias: Categoría']);
    expect(await errorOf(csv('Nombre;Categoría;Precio;Precio', 'Pan;Víveres;1;1'))).toEqual([
      'La columna «Precio» aparece dos veces',
    ]);
    expect(await errorOf(csv('Nombre;Categoría;Precio'))).toEqual([
      'El archivo no tiene productos: la primera fila lleva los nombres de las columnas y cada fila siguiente, un producto',
    ]);
    const many = csv('Nombre;Categoría;Precio', ...Array.from({ length: 501 }, (_, i) => `P${i};Víveres;1`));
    expect(await errorOf(many)).toEqual([
      'Un archivo puede tener como máximo 500 productos: divídelo en varios',
    ]);
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const unreadable = 'No se puede leer el archivo: súbelo como hoja de Excel (.xlsx) o CSV';
    expect(await errorOf(picture)).toEqual([unreadable]);
    expect(await errorOf(Buffer.from('PK\u0003\u0004 not really a zip'))).toEqual([unreadable]);
    const large = await send(admin, Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect(large.statusCode).toBe(413);
    expect(large.json().errors.file).toEqual(['El archivo no puede pesar más de 1 MB: divídelo en varios']);
    const none = multipart([], { dry_run: 'false' });
    const noFile = await admin.post(path, none.payload, { headers: none.headers });
    expect(noFile.statusCode).toBe(422);
    // A body whose parts are cut by another boundary than its header names is malformed, not the server's failure.
    const torn = await admin.post(path, none.payload, { headers: multipart([], {}).headers });
    expect(torn.statusCode).toBe(400);
    expect(torn.json()).toEqual({ message: expect.any(String) });
  });

  it('asks for create_products before reading the file (update_products: update.routes.test.ts)', async () => {
    const file = csv('Nombre;Categoría;Precio', 'Pan de flauta;Víveres;0,50');
    expect((await send(new Agent(t.app), file, { dry_run: 'false' })).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, {
      role: { permissions: ['read_products', 'update_products'] },
    });
    const refused = await send(reader, file, { dry_run: 'false' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'No tienes permito tal operación' });
    expect(await product('pan-de-flauta')).toBeNull();
  });

  it('keeps hostile cells as text: a formula, markup and a quote are names like any other', async () => {
    const file = csv(
      'Nombre;Categoría;Precio',
      '"=HYPERLINK(""http://x"")";Víveres;1',
      '<script>alert(1)</script>;Víveres;1',
      "Pan' or '1'='1;Víveres;1",
    );
    const reply = await send(admin, file, { dry_run: 'false' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().created).toBe(3);
    const names = reply.json().rows.map((row: { name: string }) => row.name);
    expect(names).toEqual(['=HYPERLINK("http://x")', '<script>alert(1)</script>', "Pan' or '1'='1"]);
    expect((await product('hyperlink-http-x'))?.name).toBe('=HYPERLINK("http://x")');
  });
});
