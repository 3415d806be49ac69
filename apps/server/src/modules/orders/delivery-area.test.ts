import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { openShop, PLAZA, shopper } from '../../test/shop';

/**
 * Issue 11 §2, decision 013: the shopper's map point sets the shipping price, so the server accepts only a point
 * in the delivery area: within the shop's maximum distance and inside the recipient's municipality. The quote and
 * the order refuse the same points with the same words.
 */
const t = await buildTestApp();
afterAll(() => t.close());

const PARIS = { longitude: 2.3522, latitude: 48.8566 };
const SANTIAGO_DE_CUBA = { longitude: -75.8219, latitude: 20.0247 };
const GUANABACOA = { longitude: -82.2703, latitude: 23.1237 };

let buyer: { agent: Agent; beneficiaryId: number };
beforeAll(async () => {
  const admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  const shop = await openShop(admin);
  const mango = await shop.product({ name: 'Mango', real_quantity: 100, regular_price: 300 });
  buyer = await shopper(t);
  await buyer.agent.post('/api/cart', { product_id: mango.id, quantity: 2 });
});

const quote = (location: unknown) =>
  buyer.agent.post('/api/checkout/quote', {
    delivery_method: 'home',
    beneficiary_id: buyer.beneficiaryId,
    location,
  });
const order = (location: unknown) =>
  buyer.agent.post(
    '/api/orders',
    { delivery_method: 'home', beneficiary_id: buyer.beneficiaryId, location, pay_form: 'cash_on_delivery' },
    { headers: { 'idempotency-key': crypto.randomUUID() } },
  );

describe('the delivery point', () => {
  it('prices a point in the recipient municipality', async () => {
    const reply = await quote(PLAZA);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().shipment_distance).toBeGreaterThan(0);
  });

  it.each([
    ['Paris', PARIS],
    ['Santiago de Cuba, 760 km away', SANTIAGO_DE_CUBA],
  ])('refuses a point farther than the maximum distance: %s', async (_, point) => {
    for (const reply of [await quote(point), await order(point)]) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json().message).toBe(
        'El punto marcado en el mapa está fuera de la zona de entrega: a más de 30 km de la tienda.',
      );
      expect(reply.json().errors.location).toHaveLength(1);
    }
  });

  it("refuses a point in the city but outside the recipient's municipality", async () => {
    for (const reply of [await quote(GUANABACOA), await order(GUANABACOA)]) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json().message).toBe(
        'El punto marcado en el mapa no está en el municipio del beneficiario (Plaza de la Revolución).',
      );
    }
  });

  it('takes no price or distance from the client, and refuses nonsense points', async () => {
    const reply = await buyer.agent.post('/api/checkout/quote', {
      delivery_method: 'home',
      beneficiary_id: buyer.beneficiaryId,
      location: PLAZA,
      shipment_price: 0,
      shipment_distance: 0,
    });
    expect(reply.statusCode).toBe(422);
    expect((await quote(PLAZA)).json().shipment_formatted).not.toMatch(/^\$?0[,.]00/);
    for (const location of [{ longitude: 500, latitude: 0 }, { longitude: 'x', latitude: 1 }, null]) {
      expect((await quote(location)).statusCode).toBe(422);
    }
  });
});
