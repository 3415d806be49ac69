import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn, signInAs } from '../../test/factories';

let t: TestApp;
let admin: Agent;
let categoryId: number;
let brandId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const basics = await catalogueBasics(admin, 'Ropa');
  categoryId = basics.category.id;
  brandId = basics.brand.id;
});
afterAll(() => t.close());

describe('products in the back office', () => {
  it('creates a product with a generated sku and slug and derived prices', async () => {
    const { agent } = await signInAs(t.app, {
      role: { permissions: ['create_products', 'update_products'] },
    });
    const response = await agent.post(
      '/api/admin/products',
      productInput(categoryId, { brand_id: brandId, discount_percentage: 10, tax: 10 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json();
    expect(product).toMatchObject({
      name: 'Camiseta básica',
      slug: 'camiseta-basica',
      kind: 'simple',
      regular_price: 1500,
      discount: 150,
      final_price: 1350,
      price: 1350,
      tax_value: 123,
      availability: 10,
      low_availability_threshold: 0,
      brand_id: brandId,
    });
    expect(product.sku).toMatch(/^ROPA-\d{6}$/);
    const again = (await agent.post('/api/admin/products', productInput(categoryId))).json();
    expect(again.slug).toBe('camiseta-basica-2');
    expect(again.sku).not.toBe(product.sku);
    expect((await agent.get(`/api/admin/products/${product.slug}`)).json().id).toBe(product.id);
  });

  it('edits, toggles and deletes a product', async () => {
    const created = (
      await admin.post('/api/admin/products', productInput(categoryId, { name: 'Gorra' }))
    ).json();
    const updated = await admin.put(
      `/api/admin/products/${created.slug}`,
      productInput(categoryId, {
        name: 'Gorra roja',
        sku: 'gorra-1',
        sale_price: 1000,
        initial_availability: 40,
      }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Gorra roja',
      slug: 'gorra',
      sku: 'GORRA-1',
      final_price: 1000,
      discount_percentage: 33,
      low_availability_threshold: 10,
    });
    const hidden = await admin.patch(`/api/admin/products/gorra/toggle`, { field: 'visible', value: false });
    expect(hidden.json()).toMatchObject({ visible: false, active: true });
    expect((await admin.delete('/api/admin/products/gorra')).statusCode).toBe(204);
    expect((await admin.get('/api/admin/products/gorra')).statusCode).toBe(404);
  });

  it('refuses duplicate skus and slugs, unknown references and a sale above the regular price, in Spanish', async () => {
    await admin.post('/api/admin/products', productInput(categoryId, { name: 'Único', sku: 'UNI-1' }));
    const duplicate = await admin.post(
      '/api/admin/products',
      productInput(categoryId, { name: 'Otro', sku: 'uni-1', slug: 'unico' }),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({
      sku: ['No se permiten duplicados'],
      slug: ['No se permiten duplicados'],
    });
    const invalid = await admin.post('/api/admin/products', {
      name: 'x'.repeat(51),
      short_description: 'y'.repeat(301),
      category_id: categoryId,
      regular_price: 100,
      sale_price: 200,
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      name: ['No puede tener más de 50 caracteres'],
      short_description: ['No puede tener más de 300 caracteres'],
      sale_price: ['Debe ser como máximo 1,00'],
    });
    const missing = await admin.post('/api/admin/products', {});
    expect(missing.json().errors).toMatchObject({
      name: ['Este campo es requerido'],
      category_id: ['Este campo es requerido'],
      regular_price: ['Este campo es requerido'],
    });
    const unknown = await admin.post(
      '/api/admin/products',
      productInput(999_999, { brand_id: 999_999, combo_items: [{ product_id: 1, quantity: 1 }] }),
    );
    expect(unknown.json().errors).toEqual({
      category_id: ['El valor seleccionado no existe'],
      brand_id: ['El valor seleccionado no existe'],
      combo_items: ['Solo los combos tienen productos incluidos'],
    });
  });

  it('lists with search, filters, sort and pagination', async () => {
    const other = (await admin.post('/api/admin/categories', { name: 'Hogar' })).json();
    await admin.post(
      '/api/admin/products',
      productInput(other.id, { name: 'Taza café', regular_price: 300, priority: 1 }),
    );
    await admin.post(
      '/api/admin/products',
      productInput(other.id, { name: 'Plato hondo', regular_price: 200, in_offer: true, active: false }),
    );
    const { agent } = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    const list = (await agent.get(`/api/admin/products?category_id=${other.id}&sort=final_price`)).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['Plato hondo', 'Taza café']);
    expect(list.meta).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
    expect(list.data[0]).toMatchObject({ final_price: 200, availability: 10, main_image_url: null });
    const found = (await agent.get('/api/admin/products?search=TAZA%20cafe')).json();
    expect(found.data.map((p: { name: string }) => p.name)).toEqual(['Taza café']);
    const offers = (await agent.get('/api/admin/products?in_offer=true&active=false')).json();
    expect(offers.data.map((p: { name: string }) => p.name)).toEqual(['Plato hondo']);
    const paged = (await agent.get('/api/admin/products?per_page=1&page=2&sort=name')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta.per_page).toBe(1);
    expect((await agent.get('/api/admin/products?sort=nope')).statusCode).toBe(422);
  });

  it('narrows to the products at their minimum or sold out, as the dashboard and the mail count them', async () => {
    const shelf = (await admin.post('/api/admin/categories', { name: 'Despensa' })).json();
    const make = (name: string, extra: Record<string, unknown>) =>
      admin.post('/api/admin/products', productInput(shelf.id, { name, ...extra }));
    // A quarter of 40 is 10: 10 left is at the minimum, 11 is not; a threshold of its own wins.
    await make('Arroz', { real_quantity: 10, initial_availability: 40 });
    await make('Frijoles', { real_quantity: 11, initial_availability: 40 });
    await make('Azúcar', { real_quantity: 0, initial_availability: 40 });
    await make('Sal', { real_quantity: 4, initial_availability: 8, low_availability: 5 });
    await make('Envío', { kind: 'service', real_quantity: 0 });
    const names = async (query: string) =>
      (await admin.get(`/api/admin/products?category_id=${shelf.id}&sort=name&${query}`))
        .json()
        .data.map((p: { name: string }) => p.name);
    expect(await names('stock=low')).toEqual(['Arroz', 'Azúcar', 'Sal']);
    expect(await names('stock=sold_out')).toEqual(['Azúcar']);
    const exported = await admin.get(`/api/admin/products/export.csv?category_id=${shelf.id}&stock=sold_out`);
    // The export follows the filter: the restock sheet.
    const rows = exported.body.split('\r\n').slice(1, -1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^Azúcar;Despensa;15,00;/);
    const refused = await admin.get('/api/admin/products?stock=pocos');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.stock).toHaveLength(1);
  });

  it('answers 404 for products that do not exist', async () => {
    expect((await admin.get('/api/admin/products/nope')).statusCode).toBe(404);
    expect((await admin.put('/api/admin/products/nope', productInput(categoryId))).statusCode).toBe(404);
    expect(
      (await admin.patch('/api/admin/products/nope/toggle', { field: 'active', value: true })).statusCode,
    ).toBe(404);
    expect((await admin.delete('/api/admin/products/nope')).statusCode).toBe(404);
  });

  it('asks for the products permissions of SPEC §6', async () => {
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/admin/products')).statusCode).toBe(401);
    expect((await anonymous.post('/api/admin/products', {})).statusCode).toBe(401);
    const { agent: reader } = await signInAs(t.app, { role: { permissions: ['read_products'] } });
    expect((await reader.post('/api/admin/products', productInput(categoryId))).statusCode).toBe(403);
    expect((await reader.get('/api/admin/products/camiseta-basica')).statusCode).toBe(403);
    expect((await reader.delete('/api/admin/products/camiseta-basica')).statusCode).toBe(403);
    expect(
      (
        await reader.patch('/api/admin/products/camiseta-basica/toggle', { field: 'active', value: false })
      ).json(),
    ).toEqual({ message: 'No tienes permito tal operación' });
  });
});

describe('what products use cannot be deleted', () => {
  it('refuses deleting a brand, unit or category that a product uses', async () => {
    const unit = (await admin.post('/api/admin/units', { name: 'Paquete', short_name: 'paq' })).json();
    const { brand, category } = await catalogueBasics(admin, 'Usados');
    await admin.post(
      '/api/admin/products',
      productInput(category.id, { name: 'Con marca', brand_id: brand.id, unit_id: unit.id }),
    );
    const refusedBrand = await admin.delete(`/api/admin/brands/${brand.id}`);
    expect(refusedBrand.statusCode).toBe(409);
    expect(refusedBrand.json().message).toBe(
      'No se puede eliminar una marca, atributo o término con variaciones relacionadas',
    );
    expect((await admin.delete(`/api/admin/units/${unit.id}`)).statusCode).toBe(409);
    expect((await admin.delete(`/api/admin/categories/${category.id}`)).statusCode).toBe(409);
  });
});
