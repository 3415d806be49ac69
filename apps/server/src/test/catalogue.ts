import type { Agent } from './agent';

/** A category (and optionally a brand) to hang test products on, created through the API like staff would. */
export async function catalogueBasics(admin: Agent, name: string) {
  const category = (await admin.post('/api/admin/categories', { name })).json() as {
    id: number;
    slug: string;
  };
  const brand = (await admin.post('/api/admin/brands', { name: `${name} marca` })).json() as { id: number };
  return { category, brand };
}

export const productInput = (categoryId: number, extra: Record<string, unknown> = {}) => ({
  name: 'Camiseta básica',
  category_id: categoryId,
  regular_price: 1500,
  real_quantity: 10,
  ...extra,
});
