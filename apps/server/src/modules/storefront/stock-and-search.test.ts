import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn } from '../../test/factories';

/**
 * The storefront reads availability and the search document from columns the database triggers keep. These
 * tests change stock, variations, combos and names through the back office and check what shoppers see.
 */
let t: TestApp;
let admin: Agent;
let shopper: Agent;
let category: { id: number; slug: string };
let brand: { id: number };

type Card = { name: string; slug: string; availability: number | null; low_availability: boolean };

async function product(extra: Record<string, unknown>) {
  const response = await admin.post('/api/admin/products', productInput(category.id, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; slug: string; sku: string };
}

async function edit(slug: string, changes: Record<string, unknown>) {
  const current = (await admin.get(`/api/admin/products/${slug}`)).json();
  const response = await admin.put(`/api/admin/products/${slug}`, {
    ...productInput(category.id),
    name: current.name,
    kind: current.kind,
    regular_price: current.regular_price,
    real_quantity: current.real_quantity,
    brand_id: current.brand_id,
    combo_items: current.combo_items,
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Staff count the shelf: the stock becomes `quantity` (an adjustment with a reason, the only way stock moves). */
async function count(slug: string, quantity: number, variationId: number | null = null) {
  const response = await admin.post(`/api/admin/products/${slug}/stock`, {
    variation_id: variationId,
    operation: 'set',
    quantity,
    note: 'Conteo',
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** What the shopper's product page says, next to what the back office computes for the same product. */
async function availability(slug: string) {
  const store = (await shopper.get(`/api/store/products/${slug}`)).json() as Card;
  const back = (await admin.get(`/api/admin/products/${slug}`)).json() as { availability: number | null };
  expect(store.availability, slug).toBe(back.availability);
  return store.availability;
}

async function search(text: string) {
  const response = await shopper.get(`/api/store/products?search=${encodeURIComponent(text)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Card[]).map((c) => c.name);
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shopper = new Agent(t.app);
  const basics = await catalogueBasics(admin, 'Electrónica');
  category = basics.category;
  brand = basics.brand;
});
afterAll(() => t.close());

describe('availability on the storefront', () => {
  it('follows stock, variations and combo parts as the back office computes it', async () => {
    const pilas = await product({ name: 'Pilas AA', real_quantity: 9 });
    const bombillo = await product({ name: 'Bombillo LED', real_quantity: 3 });
    const instalacion = await product({ name: 'Instalación', kind: 'service' });
    const linterna = await product({ name: 'Linterna', kind: 'variable' });
    const color = (await admin.post('/api/admin/attributes', { name: 'Tono' })).json();
    const negro = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Negro' })).json();
    const gris = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Gris' })).json();
    const saved = await admin.put(`/api/admin/products/${linterna.slug}/variations`, {
      variations: [
        { regular_price: 900, real_quantity: 4, terms: [{ attribute_id: color.id, term_id: negro.id }] },
        { regular_price: 900, real_quantity: 6, terms: [{ attribute_id: color.id, term_id: gris.id }] },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [negroVariation, grisVariation] = saved.json().variations as Array<{ id: number }>;

    expect(await availability(pilas.slug)).toBe(9);
    expect(await availability(instalacion.slug)).toBeNull();
    expect(await availability(linterna.slug)).toBe(10);

    // Two packs of batteries, one bulb, one black torch and the installation (a service, never short).
    const kit = await product({
      name: 'Kit de emergencia',
      kind: 'combo',
      combo_items: [
        { product_id: pilas.id, quantity: 2 },
        { product_id: bombillo.id, quantity: 1 },
        { product_id: linterna.id, variation_id: negroVariation?.id, quantity: 1 },
        { product_id: instalacion.id, quantity: 1 },
      ],
    });
    expect(await availability(kit.slug)).toBe(3);

    await count(bombillo.slug, 50);
    expect(await availability(kit.slug)).toBe(4);
    await count(pilas.slug, 5);
    expect(await availability(kit.slug)).toBe(2);

    // The black torch runs out and the grey one is switched off: the torch and the kit follow.
    await count(linterna.slug, 0, negroVariation?.id);
    await admin.put(`/api/admin/products/${linterna.slug}/variations`, {
      variations: [
        {
          id: negroVariation?.id,
          regular_price: 900,
          real_quantity: 0,
          terms: [{ attribute_id: color.id, term_id: negro.id }],
        },
        {
          id: grisVariation?.id,
          regular_price: 900,
          real_quantity: 6,
          active: false,
          terms: [{ attribute_id: color.id, term_id: gris.id }],
        },
      ],
    });
    expect(await availability(linterna.slug)).toBe(0);
    expect(await availability(kit.slug)).toBe(0);

    // Changing the combo's parts counts again.
    await edit(kit.slug, { combo_items: [{ product_id: pilas.id, quantity: 1 }] });
    expect(await availability(kit.slug)).toBe(5);
  });

  it('filters by availability and flags low stock', async () => {
    await product({ name: 'Cable agotado', real_quantity: 0 });
    await product({ name: 'Cable escaso', real_quantity: 2, initial_availability: 20 });
    await product({ name: 'Cable de sobra', real_quantity: 30, low_availability: 5 });
    const all = (await shopper.get('/api/store/products?search=cable')).json().data as Card[];
    expect(Object.fromEntries(all.map((c) => [c.name, [c.availability, c.low_availability]]))).toEqual({
      'Cable agotado': [0, false],
      'Cable escaso': [2, true],
      'Cable de sobra': [30, false],
    });
    const available = (await shopper.get('/api/store/products?search=cable&available=true')).json();
    expect(available.data.map((c: Card) => c.name).sort()).toEqual(['Cable de sobra', 'Cable escaso']);
    expect(available.meta.total).toBe(2);
    const services = (await shopper.get('/api/store/products?search=instalacion&available=true')).json();
    expect(services.data.map((c: Card) => c.name)).toEqual(['Instalación']);
  });
});

describe('search', () => {
  it('finds products by brand and category names, sku and short description, ignoring accents', async () => {
    const brandName = (await admin.get(`/api/admin/brands/${brand.id}`)).json().name as string;
    const radio = await product({
      name: 'Radio portátil',
      brand_id: brand.id,
      short_description: 'Con antena telescópica',
    });
    expect(brandName).toBe('Electrónica marca');
    expect(await search('marca radio')).toEqual(['Radio portátil']);
    expect(await search('marca')).toEqual(['Radio portátil']);
    expect(await search('ELECTRONICA radio')).toEqual(['Radio portátil']);
    expect(await search('telescopica')).toEqual(['Radio portátil']);
    expect(await search(radio.sku.toLowerCase())).toEqual(['Radio portátil']);
    expect(await search('portatil')).toEqual(['Radio portátil']);
    expect(await search('radoi portátil')).toEqual(['Radio portátil']);
  });

  it('follows a renamed brand and a renamed category', async () => {
    const renamed = await admin.put(`/api/admin/brands/${brand.id}`, { name: 'Sonora' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search('sonora radio')).toEqual(['Radio portátil']);
    expect(await search('marca')).toEqual([]);

    const moved = await admin.put(`/api/admin/categories/${category.id}`, { name: 'Audio y vídeo' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await search('video radio')).toEqual(['Radio portátil']);
  });

  it('ranks a match in the name above one in the description', async () => {
    await product({ name: 'Antena exterior', priority: 50 });
    expect(await search('antena')).toEqual(['Antena exterior', 'Radio portátil']);
    // Another order than relevance is kept as asked.
    const byPrice = await shopper.get('/api/store/products?search=antena&sort=-price');
    expect(byPrice.json().meta.total).toBe(2);
  });

  it('ranks the closest name first and pages with a total', async () => {
    const reply = (await shopper.get('/api/store/products?search=pilas&per_page=1')).json();
    expect(reply.data.map((c: Card) => c.name)).toEqual(['Pilas AA']);
    expect(reply.meta).toMatchObject({ per_page: 1, current_page: 1 });
    expect(reply.meta.total).toBeGreaterThanOrEqual(1);
  });
});

describe('category and brand filters', () => {
  it('include subcategories and products listed there as a further category; an unknown or inactive one is not found', async () => {
    const casa = (await admin.post('/api/admin/categories', { name: 'Casa' })).json();
    const patio = (await admin.post('/api/admin/categories', { name: 'Patio', parent_id: casa.id })).json();
    const otra = (await admin.post('/api/admin/categories', { name: 'Otra' })).json();
    await admin.post('/api/admin/products', productInput(patio.id, { name: 'Hamaca', priority: 1 }));
    await admin.post(
      '/api/admin/products',
      productInput(otra.id, { name: 'Farol', category_ids: [casa.id], priority: 2 }),
    );
    await admin.post('/api/admin/products', productInput(otra.id, { name: 'Cubo', priority: 3 }));
    const names = async (query: string) => {
      const response = await shopper.get(`/api/store/products?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return { names: response.json().data.map((c: Card) => c.name), total: response.json().meta.total };
    };
    expect(await names(`category=${casa.slug}`)).toEqual({ names: ['Hamaca', 'Farol'], total: 2 });
    expect(await names(`category=${patio.slug}`)).toEqual({ names: ['Hamaca'], total: 1 });
    expect(await names(`category=${otra.slug}&sort=-price`)).toMatchObject({ total: 2 });
    // A category or brand that is not on the shop (an old link) is a missing page, said in the shopper's language.
    const missing = await shopper.get('/api/store/products?category=no-such-category');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('La categoría no existe o no está disponible');
    const noBrand = await shopper.get(`/api/store/products?category=${casa.slug}&brand=no-such-brand`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(noBrand.statusCode).toBe(404);
    expect(noBrand.json().message).toBe('The brand does not exist or is not available');
    expect(await names(`category=${casa.slug}&search=hamaca`)).toEqual({ names: ['Hamaca'], total: 1 });
    await admin.put(`/api/admin/categories/${patio.id}`, {
      name: 'Patio',
      parent_id: casa.id,
      active: false,
    });
    expect((await shopper.get(`/api/store/products?category=${patio.slug}`)).statusCode).toBe(404);
  });
});
