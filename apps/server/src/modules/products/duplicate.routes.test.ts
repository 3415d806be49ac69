import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { products } from './products.table';

/** Decision 089: staff start a similar product from a copy of one. */
let t: TestApp;
let admin: Agent;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  categoryId = (await catalogueBasics(admin, 'Despensa')).category.id;
});
afterAll(() => t.close());

const picture = (background: string) =>
  sharp({ create: { width: 20, height: 20, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(
  slug: string,
  field: string,
  path: string,
  files: Array<{ name: string; data: Buffer }>,
) {
  const { payload, headers } = multipart(
    files.map((file) => ({ field, filename: file.name, type: 'application/octet-stream', data: file.data })),
  );
  const response = await admin.post(`/api/admin/products/${slug}/${path}`, payload, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const duplicate = (slug: string, agent: Agent = admin, headers: Record<string, string> = {}) =>
  agent.post(`/api/admin/products/${slug}/duplicate`, undefined, { headers });

describe('POST /api/admin/products/:slug/duplicate', () => {
  it('copies the words, prices, pictures and sheet under a new name, SKU and slug, hidden and without stock', async () => {
    const created = await admin.post(
      '/api/admin/products',
      productInput(categoryId, {
        name: 'Aceite de girasol 1 L',
        sku: 'ACEITE-1L',
        short_description: 'Botella de plástico',
        regular_price: 450,
        sale_price: 400,
        real_quantity: 30,
        min_quantity: 2,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const source = created.json();
    await upload(source.slug, 'image', 'images', [
      { name: 'frente.png', data: await picture('#e8b923') },
      { name: 'etiqueta.png', data: await picture('#2f9e44') },
    ]);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const withSheet = await upload(source.slug, 'file', 'spec-sheet', [{ name: 'ficha.pdf', data: pdf }]);

    const response = await duplicate(source.slug);
    expect(response.statusCode, response.body).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({
      name: 'Aceite de girasol 1 L (copia)',
      short_description: 'Botella de plástico',
      regular_price: 450,
      sale_price: 400,
      min_quantity: 2,
      category_id: categoryId,
      active: true,
      visible: false,
      real_quantity: 0,
      history_count: 0,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.sku).not.toBe(source.sku);
    expect(copy.slug).toBe('aceite-de-girasol-1-l-copia');
    const urls = (images: Array<{ list_url: string; is_main: boolean }>) =>
      images.map((image) => [image.list_url, image.is_main]);
    expect(urls(copy.images)).toEqual(urls(withSheet.images));
    expect(copy.images.map((i: { id: number }) => i.id)).not.toEqual(
      withSheet.images.map((i: { id: number }) => i.id),
    );
    expect(copy.spec_sheet_url).toBe(`/api/products/${copy.slug}/spec-sheet`);
    // The stored discount, not the 11 % the sale price derives: it would apply once the copy's sale price went.
    const [stored] = await t.app.db
      .select({ discount: products.discountPercentage })
      .from(products)
      .where(eq(products.id, copy.id));
    expect(stored?.discount).toBe(0);

    // The original is untouched, and removing a copy's picture leaves the original's.
    const original = (await admin.get(`/api/admin/products/${source.slug}`)).json();
    expect(original).toMatchObject({ name: 'Aceite de girasol 1 L', visible: true, real_quantity: 30 });
    await admin.delete(`/api/admin/products/${copy.slug}/images/${copy.images[0].id}`);
    expect((await admin.get(`/api/admin/products/${source.slug}`)).json().images).toHaveLength(2);

    // A copy of the copy is another product still.
    const again = await duplicate(source.slug);
    expect(again.json().slug).toBe('aceite-de-girasol-1-l-copia-2');
  });

  it('copies a variable product’s variations without their stock, each pointing at its own copy of a picture', async () => {
    const color = (await admin.post('/api/admin/attributes', { name: 'Sabor' })).json();
    const terms = await Promise.all(
      ['Fresa', 'Chocolate'].map(
        async (name) => (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name })).json().id,
      ),
    );
    const product = (
      await admin.post(
        '/api/admin/products',
        productInput(categoryId, { name: 'Yogur', kind: 'variable', sku: 'YOGUR' }),
      )
    ).json();
    const withPictures = await upload(product.slug, 'image', 'images', [
      { name: 'fresa.png', data: await picture('#f783ac') },
      { name: 'chocolate.png', data: await picture('#5c3d2e') },
    ]);
    const saved = await admin.put(`/api/admin/products/${product.slug}/variations`, {
      variations: terms.map((term, index) => ({
        regular_price: 150 + index * 10,
        real_quantity: 12,
        image_id: withPictures.images[index].id,
        terms: [{ attribute_id: color.id, term_id: term }],
      })),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const copy = (await duplicate(product.slug)).json();
    expect(copy.kind).toBe('variable');
    expect(copy.availability).toBe(0);
    expect(
      copy.variations.map((v: { regular_price: number; real_quantity: number; terms: unknown }) => [
        v.regular_price,
        v.real_quantity,
        v.terms,
      ]),
    ).toEqual(
      saved
        .json()
        .variations.map((v: { regular_price: number; terms: unknown }) => [v.regular_price, 0, v.terms]),
    );
    expect(copy.variations.map((v: { sku: string }) => v.sku)).not.toContain(saved.json().variations[0].sku);
    expect(copy.variations.map((v: { image_id: number }) => v.image_id)).toEqual(
      copy.images.map((i: { id: number }) => i.id),
    );
  });

  it('names the copy in the language of who makes it, within the 50 characters of a name', async () => {
    const long = 'Galletas de chocolate con avellanas tostadas 200 g';
    expect(long).toHaveLength(50);
    const product = (
      await admin.post('/api/admin/products', productInput(categoryId, { name: long }))
    ).json();
    const copy = (await duplicate(product.slug, admin, { 'accept-language': 'en-US' })).json();
    expect(copy.name).toBe('Galletas de chocolate con avellanas (copy)');
    expect(copy.name.length).toBeLessThanOrEqual(50);
  });

  it('asks for both creating and editing products, and a session', async () => {
    const product = (
      await admin.post('/api/admin/products', productInput(categoryId, { name: 'Sal fina 1 kg' }))
    ).json();
    for (const permissions of [['create_products'], ['update_products', 'read_products']]) {
      const { agent } = await signInAs(t.app, { role: { permissions } });
      const refused = await duplicate(product.slug, agent);
      expect(refused.statusCode).toBe(403);
    }
    expect((await duplicate(product.slug, new Agent(t.app))).statusCode).toBe(401);
    const { agent: allowed } = await signInAs(t.app, {
      role: { permissions: ['create_products', 'update_products'] },
    });
    expect((await duplicate(product.slug, allowed)).statusCode).toBe(201);
  });

  it('answers 404 for a product that does not exist, however its address is written', async () => {
    for (const slug of ['no-existe', '%00', encodeURIComponent('../../etc/passwd'), 'x'.repeat(300)]) {
      const response = await duplicate(slug);
      expect(response.statusCode, slug).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, slug).toBeLessThan(500);
    }
    const missing = await duplicate('no-existe');
    expect(missing.statusCode).toBe(404);
  });
});
