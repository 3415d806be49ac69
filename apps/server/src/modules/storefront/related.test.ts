import { RELATED_PRODUCTS_SETTINGS_KEY, type RelatedProductsSettings } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { catalogueBasics, productInput } from '../../test/catalogue';
import { signIn } from '../../test/factories';
import { shopper as newShopper, openShop, PLAZA } from '../../test/shop';
import { putSetting } from '../settings';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
const ids: Record<string, number> = {};

async function product(name: string, categoryId: number, extra: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/products', productInput(categoryId, { name, ...extra }));
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as { id: number; slug: string };
  ids[name] = created.id;
  return created;
}

async function related(slug: string): Promise<string[]> {
  const response = await shopper.get(`/api/store/products/${slug}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().related.map((p: { name: string }) => p.name);
}

const strategy = (value: RelatedProductsSettings['strategy']) =>
  putSetting(t.app.db, RELATED_PRODUCTS_SETTINGS_KEY, { strategy: value });

let taladro: { slug: string };
let toolsCategoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  shopper = new Agent(t.app);
  const tools = await catalogueBasics(admin, 'Herramientas');
  const garden = await catalogueBasics(admin, 'Jardín');
  toolsCategoryId = tools.category.id;
  taladro = await product('Taladro', tools.category.id, { brand_id: tools.brand.id, priority: 1 });
  await product('Sierra', tools.category.id, { priority: 2 });
  await product('Martillo oculto', tools.category.id, { visible: false, priority: 0 });
  await product('Lijadora', tools.category.id, { brand_id: tools.brand.id, priority: 3 });
  await product('Manguera', garden.category.id, { brand_id: tools.brand.id, priority: 4 });
  await product('Tijeras de podar', garden.category.id, { priority: 5 });
});
afterAll(() => t.close());

describe('related products', () => {
  it('are from the same category by default, on sale only, never the product itself', async () => {
    expect(await related(taladro.slug)).toEqual(['Sierra', 'Lijadora']);
  });

  it('follow the strategy kept in the settings', async () => {
    await strategy('same_brand');
    expect(await related(taladro.slug)).toEqual(['Lijadora', 'Manguera']);
    // Without orders, "bought together" fills up with the same category.
    await strategy('bought_together');
    expect(await related(taladro.slug)).toEqual(['Sierra', 'Lijadora']);
    await strategy('same_category');
  });

  it('are the staff pick, in their order and without hidden products, when chosen by hand', async () => {
    const tijeras = await product('Tijeras manuales', toolsCategoryId, {
      related_strategy: 'manual',
      related_ids: [ids['Tijeras de podar'], ids['Martillo oculto'], ids.Taladro],
    });
    expect(await related(tijeras.slug)).toEqual(['Tijeras de podar', 'Taladro']);
  });
});

describe('bought together', () => {
  /** One order of these products by a new shopper, delivered at home. */
  async function order(...items: Array<{ id: number }>): Promise<number> {
    const { agent, beneficiaryId } = await newShopper(t);
    for (const item of items) {
      const added = await agent.post('/api/cart', { product_id: item.id, quantity: 1 });
      expect(added.statusCode, added.body).toBe(200);
    }
    const placed = await agent.post(
      '/api/orders',
      {
        delivery_method: 'home',
        beneficiary_id: beneficiaryId,
        location: PLAZA,
        pay_form: 'cash_on_delivery',
      },
      { headers: { 'idempotency-key': crypto.randomUUID() } },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json().id as number;
  }

  it('ranks by shared orders, leaves out cancelled orders and hidden products, fills up with the category', async () => {
    const shop = await openShop(admin);
    const cafe = await shop.product({ name: 'Café', priority: 1 });
    const azucar = await shop.product({ name: 'Azúcar', priority: 2 });
    const leche = await shop.product({ name: 'Leche', priority: 3 });
    const taza = await shop.product({ name: 'Taza', priority: 4 });
    await shop.product({ name: 'Filtro', priority: 5 });
    const oculto = await shop.product({ name: 'Cafetera oculta', priority: 6 });
    const elsewhere = await product('Cafetera de otra categoría', toolsCategoryId, { priority: 7 });

    await order(cafe, taza, elsewhere);
    await order(cafe, taza);
    await order(taza, cafe, elsewhere, oculto);
    await order(cafe, leche);
    await order(azucar, leche);
    // Many more orders of Azúcar with Café, all cancelled: they count for nothing.
    const statuses = (await admin.get('/api/admin/order-statuses?per_page=100')).json().data as Array<{
      id: number;
      name: string;
    }>;
    const cancelledId = statuses.find((s) => s.name === 'Cancelado')?.id;
    for (let i = 0; i < 4; i++) {
      const id = await order(cafe, azucar);
      const cancelled = await admin.put(`/api/admin/orders/${id}/status`, { status_id: cancelledId });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    const hidden = await admin.patch(`/api/admin/products/${oculto.slug}/toggle`, {
      field: 'visible',
      value: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    await strategy('bought_together');
    try {
      // Taza (3 orders), then the other category's product (2), Leche (1); Azúcar and Filtro fill up by priority.
      expect(await related(cafe.slug)).toEqual([
        'Taza',
        'Cafetera de otra categoría',
        'Leche',
        'Azúcar',
        'Filtro',
      ]);
      await putSetting(t.app.db, RELATED_PRODUCTS_SETTINGS_KEY, { strategy: 'bought_together', count: 2 });
      expect(await related(cafe.slug)).toEqual(['Taza', 'Cafetera de otra categoría']);
      // Only Leche shares an order with Azúcar that was not cancelled.
      expect(await related(azucar.slug)).toEqual(['Leche', 'Café']);
    } finally {
      await strategy('same_category');
    }
  });
});
