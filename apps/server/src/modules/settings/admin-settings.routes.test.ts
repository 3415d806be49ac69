import { DEFAULT_PAY_FORMS, shipmentSettingsSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, Agent as AnonymousAgent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn, signInAs } from '../../test/factories';

let t: TestApp;
let manager: Agent;
let reader: Agent;
let outsider: Agent;
let signedAdmin: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  manager = (await signInAs(t.app, { role: { permissions: ['read_settings', 'update_settings'] } })).agent;
  reader = (await signInAs(t.app, { role: { permissions: ['read_settings'] } })).agent;
  signedAdmin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  outsider = (await signInAs(t.app, { role: { permissions: ['update_settings', 'read_orders'] } })).agent;
});
afterAll(() => t.close());

const shipment = {
  ...shipmentSettingsSchema.parse({}),
  pickup_address: 'Calle 23 y L, Vedado',
  provinces: [
    { province: 'la-habana', municipalities: [] },
    { province: 'artemisa', municipalities: ['artemisa/bauta', 'artemisa/caimito'] },
  ],
  paid_for_kilometers: true,
  price_per_km: 50,
  per_km_strategy_calculation: 'road_estimate',
  shipment_unit_range: [
    { from: 0, to: 10, price: 300 },
    { from: 11, to: null, price: 600 },
  ],
  min_import_for_free_shipping: 10_000,
  max_quantity_for_home_shipping: 40,
};

describe('/api/admin/settings/shipment', () => {
  it('reads the defaults of a fresh shop, then saves and reads back the whole document', async () => {
    const fresh = await reader.get('/api/admin/settings/shipment');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual(shipmentSettingsSchema.parse({}));

    const saved = await manager.put('/api/admin/settings/shipment', shipment);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(shipment);
    expect((await reader.get('/api/admin/settings/shipment')).json()).toEqual(shipment);
  });

  it('refuses ranges that do not run from 0 to infinity, naming the fields in Spanish', async () => {
    const response = await manager.put('/api/admin/settings/shipment', {
      ...shipment,
      shipment_unit_range: [
        { from: 1, to: 10, price: 300 },
        { from: 12, to: 20, price: 600 },
      ],
      provinces: [{ province: 'la-habana', municipalities: ['matanzas/cardenas'] }],
      price_fixed: -1,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'shipment_unit_range.0.from': ['El primer rango debe empezar en 0: [0 - X]'],
      'shipment_unit_range.1.from': ['Cada rango debe empezar justo después del anterior'],
      'shipment_unit_range.1.to': [
        'El último rango debe terminar en infinito: [Y - ∞]; deja vacío su límite superior',
      ],
      'provinces.0.municipalities.0': ['El municipio no pertenece a la provincia'],
      price_fixed: ['Debe ser como mínimo 0,00'],
    });
  });

  it('names a missing field instead of resetting it, and answers in English when asked', async () => {
    const { count_shipment: _, ...partial } = shipment;
    const response = await manager.put('/api/admin/settings/shipment', partial, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ count_shipment: ['This field is required'] });
  });

  it('refuses hostile bodies with a 4xx', async () => {
    for (const body of [[], 'x', { ...shipment, store_location: { longitude: 500, latitude: 'a' } }]) {
      const response = await manager.put('/api/admin/settings/shipment', body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('asks for read_settings to read and update_settings too to save', async () => {
    const anonymous = new AnonymousAgent(t.app);
    expect((await anonymous.get('/api/admin/settings/shipment')).statusCode).toBe(401);
    expect((await anonymous.put('/api/admin/settings/shipment', shipment)).statusCode).toBe(401);
    const denied = await outsider.get('/api/admin/settings/shipment');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('No tienes permito tal operación');
    expect((await outsider.put('/api/admin/settings/shipment', shipment)).statusCode).toBe(403);
    expect((await reader.put('/api/admin/settings/shipment', shipment)).statusCode).toBe(403);
  });
});

describe('/api/admin/settings/pay-forms', () => {
  it('reads the three seeded forms and saves changes', async () => {
    expect((await reader.get('/api/admin/settings/pay-forms')).json()).toEqual(DEFAULT_PAY_FORMS);
    const changed = DEFAULT_PAY_FORMS.map((f) =>
      f.code === 'transfer' ? { ...f, enabled: false, name: '  Transfermóvil ' } : f,
    );
    const saved = await manager.put('/api/admin/settings/pay-forms', changed);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()[2]).toMatchObject({ code: 'transfer', enabled: false, name: 'Transfermóvil' });
    expect((await reader.get('/api/admin/settings/pay-forms')).json()).toEqual(saved.json());
  });

  it('refuses a list without every form once, or a form without a name', async () => {
    const missing = await manager.put('/api/admin/settings/pay-forms', DEFAULT_PAY_FORMS.slice(0, 2));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ _: ['Deben estar las tres formas de pago, una vez cada una'] });
    const unnamed = await manager.put(
      '/api/admin/settings/pay-forms',
      DEFAULT_PAY_FORMS.map((f, i) => (i === 0 ? { ...f, name: ' ', code: 'bitcoin' } : f)),
    );
    expect(unnamed.statusCode).toBe(422);
    expect(Object.keys(unnamed.json().errors).sort()).toEqual(['0.code', '0.name']);
  });

  it('asks for the settings permissions', async () => {
    expect((await new AnonymousAgent(t.app).get('/api/admin/settings/pay-forms')).statusCode).toBe(401);
    expect((await outsider.get('/api/admin/settings/pay-forms')).statusCode).toBe(403);
    expect((await reader.put('/api/admin/settings/pay-forms', DEFAULT_PAY_FORMS)).statusCode).toBe(403);
  });
});

describe('/api/admin/settings/orders', () => {
  const orders = {
    payment_timeout: 90,
    cart_item_timeout: 30,
    prepayment_percentage: 25,
    guest_hold_share_percent: 25,
    guest_hold_max_units: 8,
    address_hold_max_units: 40,
    review_images: 4,
  };

  async function statusId(): Promise<number> {
    const list = await signedAdmin.get('/api/admin/order-statuses?per_page=100');
    expect(list.statusCode).toBe(200);
    return list.json().data[0].id as number;
  }

  it('reads the defaults and saves the document with an existing status', async () => {
    expect((await reader.get('/api/admin/settings/orders')).json()).toEqual({
      payment_timeout: 60,
      cart_item_timeout: 60,
      prepayment_percentage: 50,
      inventory_discount_status_id: null,
      guest_hold_share_percent: 20,
      guest_hold_max_units: 10,
      address_hold_max_units: 30,
      review_images: 3,
    });
    const id = await statusId();
    const saved = await manager.put('/api/admin/settings/orders', {
      ...orders,
      inventory_discount_status_id: id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await reader.get('/api/admin/settings/orders')).json()).toEqual({
      ...orders,
      inventory_discount_status_id: id,
    });
  });

  it('refuses a status that does not exist and values out of range', async () => {
    for (const id of [999_999, 99_999_999_999]) {
      const response = await manager.put('/api/admin/settings/orders', {
        ...orders,
        inventory_discount_status_id: id,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        inventory_discount_status_id: ['El valor seleccionado no existe'],
      });
    }
    const response = await manager.put('/api/admin/settings/orders', {
      payment_timeout: 1,
      cart_item_timeout: 30,
      prepayment_percentage: 101,
      guest_hold_share_percent: 0,
      guest_hold_max_units: -5,
      address_hold_max_units: 30,
      review_images: 11,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      payment_timeout: ['Debe ser como mínimo 5'],
      prepayment_percentage: ['Debe ser como máximo 100'],
      inventory_discount_status_id: ['Este campo es requerido'],
      guest_hold_share_percent: ['Debe ser como mínimo 1'],
      guest_hold_max_units: ['Debe ser como mínimo 1'],
      review_images: ['Debe ser como máximo 10'],
    });
  });

  it('asks for the settings permissions', async () => {
    const body = { ...orders, inventory_discount_status_id: null };
    expect((await new AnonymousAgent(t.app).put('/api/admin/settings/orders', body)).statusCode).toBe(401);
    expect((await outsider.get('/api/admin/settings/orders')).statusCode).toBe(403);
    expect((await reader.put('/api/admin/settings/orders', body)).statusCode).toBe(403);
  });
});
