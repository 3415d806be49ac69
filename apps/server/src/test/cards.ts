import { expect } from 'vitest';
import type { Agent } from './agent';
import type { openShop } from './shop';

/** A card given by staff to the owner of `ownerEmail`, with a balance, and its PIN set by the owner. */
export async function cardFor(
  admin: Agent,
  owner: { agent: Agent; email: string },
  amount: number,
  pin: string | null = '4821',
): Promise<{ id: number; number: string }> {
  const created = await admin.post('/api/admin/shopping-cards', {
    owner_email: owner.email,
    coin: 'USD',
    amount,
  });
  expect(created.statusCode, created.body).toBe(201);
  const card = created.json() as { id: number; number: string };
  if (pin !== null) {
    const set = await owner.agent.put(`/api/shopping-cards/${card.id}/pin`, { pin });
    expect(set.statusCode, set.body).toBe(200);
  }
  return card;
}

/** An order of one unit of `product` picked up at the shop: its total is the product's price. */
export async function pickupOrder(
  agent: Agent,
  shop: Awaited<ReturnType<typeof openShop>>,
  productId: number,
): Promise<{ id: number; order_id: string; total: number }> {
  const added = await agent.post('/api/cart', { product_id: productId, quantity: 1 });
  expect(added.statusCode, added.body).toBeLessThan(300);
  const created = await agent.post(
    '/api/orders',
    { delivery_method: 'pickup', point_of_sale_id: shop.pointId, pay_form: 'cash_on_pickup' },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}
