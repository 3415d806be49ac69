import { expect } from 'vitest';
import type { Agent } from './agent';
import type { TestApp } from './build-test-app';
import { catalogueBasics, productInput } from './catalogue';
import { signInAs } from './factories';

/** Central Havana, where the test shop measures distances from, and a point about 2 km away in Plaza. */
export const HAVANA = { longitude: -82.3666, latitude: 23.1136 };
export const PLAZA = { longitude: -82.3849, latitude: 23.1252 };

/** A point of sale in Plaza that takes pickups, as staff create it. */
export const pickupPointInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tienda Vedado',
  address: 'Calle 23 No. 456, Vedado',
  province: 'la-habana',
  municipality: 'la-habana/plaza-de-la-revolucion',
  longitude: PLAZA.longitude,
  latitude: PLAZA.latitude,
  phones: ['+5378301234'],
  schedule: [{ weekday: 2, opens: '09:00', closes: '17:00' }],
  use_for_local_pickup: true,
  active: true,
  ...overrides,
});

/** A shop ready to sell: a category, delivery in La Habana at a fixed price, and one pickup point. */
export async function openShop(admin: Agent) {
  const { category } = await catalogueBasics(admin, `Tienda ${Math.random().toString(36).slice(2, 8)}`);
  const shipment = await admin.put('/api/admin/settings/shipment', {
    home_delivery: true,
    local_pickup: true,
    pickup_address: 'Calle 23 y L, Vedado',
    provinces: [{ province: 'la-habana', municipalities: [] }],
    price_fixed: 500,
    paid_for_kilometers: false,
    price_per_km: 0,
    per_km_strategy_calculation: 'straight_line',
    shipment_unit_range: [],
    price_fixed_threshold: 0,
    min_import_for_free_shipping: 0,
    free_shipping_message: 'Envío gratis desde {amount}',
    max_quantity_for_home_shipping: null,
    count_shipment: true,
    courier_min_business_days: 1,
    custom_date_gift_price: 0,
    store_location: HAVANA,
    max_delivery_distance_km: 30,
  });
  expect(shipment.statusCode, shipment.body).toBe(200);
  const point = await admin.post('/api/admin/point-of-sales', pickupPointInput());
  expect(point.statusCode, point.body).toBe(201);
  return {
    category,
    pointId: point.json().id as number,
    product: async (extra: Record<string, unknown>) => {
      const created = await admin.post('/api/admin/products', productInput(category.id, extra));
      expect(created.statusCode, created.body).toBe(201);
      return created.json() as { id: number; slug: string };
    },
  };
}

/** The beneficiary every `shopper` starts with, as the address book's form sends it: María, in Plaza. */
export const MARIA_IN_PLAZA = {
  name: 'María',
  last_name: 'González',
  phone: '52345678',
  ci: '85010112345',
  province: 'la-habana',
  municipality: 'la-habana/plaza-de-la-revolucion',
  main_street: 'Calle 23',
  first_street: 'L',
  second_street: 'M',
  house_or_apartment: 'Apto 4',
};

/** A signed-in shopper with one beneficiary in Plaza de la Revolución. */
export async function shopper(t: TestApp) {
  const { agent, user } = await signInAs(t.app, { role: 'customer' });
  const created = await agent.post('/api/beneficiaries', MARIA_IN_PLAZA);
  expect(created.statusCode, created.body).toBe(201);
  return { agent, user, beneficiaryId: created.json().id as number };
}

/** What shoppers see as available now. */
export async function availability(agent: Agent, slug: string): Promise<number | null> {
  return (await agent.get(`/api/store/products/${slug}`)).json().availability;
}

/**
 * A new shopper orders `quantity` units of a product for home delivery in Plaza, cash on delivery; null when the
 * cart refuses the units (not enough left).
 */
export function homeOrder(t: TestApp, productId: number, quantity: number, body: { note?: string } = {}) {
  return homeOrderOf(t, [[productId, quantity]], body);
}

/** The same with several lines (`[product id, quantity, variation id?]`); null when the cart refuses one. */
export async function homeOrderOf(
  t: TestApp,
  lines: ReadonlyArray<readonly [number, number, number?]>,
  body: { note?: string } = {},
) {
  const { agent, beneficiaryId } = await shopper(t);
  for (const [productId, quantity, variationId] of lines) {
    const added = await agent.post('/api/cart', {
      product_id: productId,
      quantity,
      ...(variationId === undefined ? {} : { variation_id: variationId }),
    });
    if (added.statusCode >= 300) return null;
  }
  const created = await agent.post(
    '/api/orders',
    {
      delivery_method: 'home',
      beneficiary_id: beneficiaryId,
      location: PLAZA,
      pay_form: 'cash_on_delivery',
      ...body,
    },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );
  expect(created.statusCode, created.body).toBe(201);
  return { order: created.json() as { id: number; order_id: string }, agent };
}

/** The seeded order statuses' ids by name ("Pendiente", "Confirmado", …). */
export async function orderStatusIds(admin: Agent): Promise<Record<string, number>> {
  const list = (await admin.get('/api/admin/order-statuses?per_page=100')).json().data as Array<{
    id: number;
    name: string;
  }>;
  return Object.fromEntries(list.map((s) => [s.name, s.id]));
}

/** Orders settings with the inventory discounted when an order reaches `statusId`. */
export async function discountInventoryAt(admin: Agent, statusId: number | undefined) {
  const settings = await admin.put('/api/admin/settings/orders', {
    payment_timeout: 60,
    cart_item_timeout: 60,
    prepayment_percentage: 50,
    guest_hold_share_percent: 20,
    guest_hold_max_units: 10,
    address_hold_max_units: 30,
    review_images: 3,
    inventory_discount_status_id: statusId,
  });
  expect(settings.statusCode, settings.body).toBe(200);
}
