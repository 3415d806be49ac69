import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { productInput } from '../../test/catalogue';
import { signIn } from '../../test/factories';
import { productImages } from '../products';

let t: TestApp;
let admin: Agent;

async function category(name: string, extra: Record<string, unknown> = {}) {
  const response = await admin.post('/api/admin/categories', { name, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
}

/** A product with a main picture stored as `path` (the files themselves are not needed to name them). */
async function pictured(categoryId: number, path: string, extra: Record<string, unknown> = {}) {
  const response = await admin.post(
    '/api/admin/products',
    productInput(categoryId, { name: path, ...extra }),
  );
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: number };
  await t.app.db
    .insert(productImages)
    .values({ productId: id, path, width: 1000, height: 800, isMain: true });
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const kitchen = await category('Cocina', { priority: 1 });
  const pots = await category('Ollas', { parent_id: kitchen.id });
  const garden = await category('Jardín', { priority: 2 });
  await category('Juguetes', { priority: 3 });
  // Cocina's first product on sale by priority sits in its subcategory; a hidden one and a later one do not count.
  await pictured(kitchen.id, 'later', { priority: 5 });
  await pictured(pots.id, 'first', { priority: 1 });
  await pictured(kitchen.id, 'hidden', { priority: 0, visible: false });
  // Jardín only has a product that is switched off.
  await pictured(garden.id, 'inactive', { active: false });
});
afterAll(() => t.close());

describe('the home page category tiles', () => {
  it('show each top category with the main picture of its first product on sale, below it included', async () => {
    const response = await new Agent(t.app).get('/api/store/home');
    expect(response.statusCode, response.body).toBe(200);
    const tiles = response.json().categories as Array<{ name: string; image: { list_url: string } | null }>;
    expect(tiles.map((tile) => [tile.name, tile.image?.list_url ?? null])).toEqual([
      ['Cocina', '/uploads/products/first-400.webp'],
      ['Jardín', null],
      ['Juguetes', null],
    ]);
  });
});
