import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { registerUsageCheck } from './index';

let t: TestApp;
let admin: Agent;
const used = { brand: new Set<number>(), attribute: new Set<number>(), term: new Set<number>() };
const usedUnits = new Set<number>();
const usedCategories = new Set<number>();

// What the products module does: tell the taxonomy which ids its products and variations use. Taken back after the
// file: the next file in this worker shares the module (decision 072).
const unregister = [
  registerUsageCheck('brand', async (_tx, id) => used.brand.has(id)),
  registerUsageCheck('attribute', async (_tx, id) => used.attribute.has(id)),
  registerUsageCheck('term', async (_tx, id) => used.term.has(id)),
  registerUsageCheck('unit', async (_tx, id) => usedUnits.has(id)),
  registerUsageCheck('category', async (_tx, id) => usedCategories.has(id)),
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(async () => {
  for (const takeBack of unregister) takeBack();
  await t.close();
});

const SPEC_MESSAGE = 'No se puede eliminar una marca, atributo o término con variaciones relacionadas';

describe('deleting what products use', () => {
  it('refuses a brand that variations use, with the SPEC message in both languages', async () => {
    const brand = (await admin.post('/api/admin/brands', { name: 'Usada' })).json();
    used.brand.add(brand.id);
    const response = await admin.delete(`/api/admin/brands/${brand.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(SPEC_MESSAGE);
    const english = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    english.cookies.set('locale', 'en-US');
    expect((await english.delete(`/api/admin/brands/${brand.id}`)).json().message).toBe(
      'A brand, attribute or term with related variations cannot be deleted',
    );
    used.brand.delete(brand.id);
    expect((await admin.delete(`/api/admin/brands/${brand.id}`)).statusCode).toBe(204);
  });

  it('refuses an attribute, or its terms, that variations use', async () => {
    const color = (await admin.post('/api/admin/attributes', { name: 'Color' })).json();
    const red = (await admin.post(`/api/admin/attributes/${color.id}/terms`, { name: 'Rojo' })).json();
    used.term.add(red.id);
    const term = await admin.delete(`/api/admin/attributes/${color.id}/terms/${red.id}`);
    expect(term.statusCode).toBe(409);
    expect(term.json().message).toBe(SPEC_MESSAGE);
    // Deleting the attribute would delete the term with it.
    expect((await admin.delete(`/api/admin/attributes/${color.id}`)).json().message).toBe(SPEC_MESSAGE);
    used.term.delete(red.id);
    used.attribute.add(color.id);
    expect((await admin.delete(`/api/admin/attributes/${color.id}`)).statusCode).toBe(409);
    used.attribute.delete(color.id);
    expect((await admin.delete(`/api/admin/attributes/${color.id}`)).statusCode).toBe(204);
  });

  it('refuses a unit and a category that products use', async () => {
    const unit = (await admin.post('/api/admin/units', { name: 'Caja', short_name: 'cj' })).json();
    usedUnits.add(unit.id);
    const refusedUnit = await admin.delete(`/api/admin/units/${unit.id}`);
    expect(refusedUnit.statusCode).toBe(409);
    expect(refusedUnit.json().message).toBe('No se puede eliminar una unidad usada por productos');
    const category = (await admin.post('/api/admin/categories', { name: 'Con productos' })).json();
    usedCategories.add(category.id);
    const refusedCategory = await admin.delete(`/api/admin/categories/${category.id}`);
    expect(refusedCategory.statusCode).toBe(409);
    expect(refusedCategory.json().message).toBe('No se puede eliminar una categoría que tiene productos');
  });
});
