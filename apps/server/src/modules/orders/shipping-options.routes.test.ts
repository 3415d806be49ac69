import { DEFAULT_FREE_SHIPPING_MESSAGE, DEFAULT_PAY_FORMS, shipmentSettingsSchema } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../lib/messages';
import { Agent } from '../../test/agent';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-test-app';
import { signIn } from '../../test/factories';
import { pickupPointInput } from '../../test/shop';

let t: TestApp;
let admin: Agent;
const visitor = () => new Agent(t.app);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

describe('GET /api/shipping/options', () => {
  it('tells a visitor what a fresh shop offers: all of La Habana, home delivery, the seeded pay forms', async () => {
    const response = await visitor().get('/api/shipping/options');
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(options).toMatchObject({
      home_delivery: true,
      // Pickup is on, but no point of sale takes pickups yet: there is nowhere to offer.
      local_pickup: false,
      pickup_address: '',
      free_shipping: null,
      max_quantity_for_home_shipping: null,
      count_shipment: true,
      payment_timeout: 60,
      wholesale_prepayment: 50,
      // No online provider is switched on in a fresh shop.
      online_providers: [],
    });
    expect(options.provinces).toHaveLength(1);
    expect(options.provinces[0]).toMatchObject({
      code: 'la-habana',
      name: 'La Habana',
      whole_province: true,
    });
    expect(options.provinces[0].municipalities).toHaveLength(15);
    expect(options.pay_forms.home.map((f: { code: string }) => f.code)).toEqual([
      'cash_on_delivery',
      'transfer',
    ]);
    expect(options.pay_forms.pickup).toEqual([]);
    expect(options.pay_forms.home[0]).not.toHaveProperty('enabled');
    // Only the transfer is paid before the order is prepared, so only it has a window to pay in.
    expect(options.pay_forms.home.map((f: { paid_in_advance: boolean }) => f.paid_in_advance)).toEqual([
      false,
      true,
    ]);
  });

  it('offers pickup, and its pay forms, once a point of sale takes pickups, and no more once none does', async () => {
    const created = await admin.post('/api/admin/point-of-sales', pickupPointInput());
    expect(created.statusCode, created.body).toBe(201);
    const options = (await visitor().get('/api/shipping/options')).json();
    expect(options.local_pickup).toBe(true);
    expect(options.pay_forms.pickup.map((f: { code: string }) => f.code)).toEqual([
      'cash_on_pickup',
      'transfer',
    ]);
    const stopped = await admin.put(
      `/api/admin/point-of-sales/${created.json().id}`,
      pickupPointInput({ main_warehouse: true, use_for_local_pickup: false }),
    );
    expect(stopped.statusCode, stopped.body).toBe(200);
    const after = (await visitor().get('/api/shipping/options')).json();
    expect(after).toMatchObject({ local_pickup: false, pay_forms: { pickup: [] } });
  });

  it('gives staff’s own words for a pay form as written, in every language', async () => {
    const forms = DEFAULT_PAY_FORMS.map((f) =>
      f.code === 'transfer'
        ? { ...f, name: 'Transferencia a BANDEC', instructions: 'Escribe el código del pedido.' }
        : f,
    );
    expect((await admin.put('/api/admin/settings/pay-forms', forms)).statusCode).toBe(200);
    const english = { headers: { 'accept-language': 'en-US' } };
    const options = (await visitor().get('/api/shipping/options', english)).json();
    expect(options.pay_forms.home).toEqual([
      expect.objectContaining({ code: 'cash_on_delivery', name: 'Cash on delivery' }),
      expect.objectContaining({
        code: 'transfer',
        name: 'Transferencia a BANDEC',
        instructions: 'Escribe el código del pedido.',
      }),
    ]);
    const spanish = (await visitor().get('/api/shipping/options')).json();
    expect(spanish.pay_forms.home[0]).toMatchObject({ name: 'Efectivo contra entrega' });
  });

  it("gives a fresh shop's free-shipping line in the visitor's language, until staff write their own", async () => {
    const shipment = { ...shipmentSettingsSchema.parse({}), min_import_for_free_shipping: 5_000 };
    expect(shipment.free_shipping_message).toBe(DEFAULT_FREE_SHIPPING_MESSAGE);
    expect((await admin.put('/api/admin/settings/shipment', shipment)).statusCode).toBe(200);
    const read = async (language: string) =>
      (await visitor().get('/api/shipping/options', { headers: { 'accept-language': language } })).json()
        .free_shipping.message;
    expect(await read('en-US')).toBe('Free shipping on orders from $50.00');
    expect(await read('es-ES')).toBe('Envío gratis en compras desde 50,00\u00a0$');
    // The message keeps the Spanish a fresh shop stores word for word, or the first words would go unrecognised.
    expect(MESSAGES.free_shipping_message['es-ES']).toBe(DEFAULT_FREE_SHIPPING_MESSAGE);
  });

  it('follows the saved settings: named municipalities, the free shipping amount, disabled forms', async () => {
    const shipment = {
      ...shipmentSettingsSchema.parse({}),
      provinces: [
        { province: 'artemisa', municipalities: ['artemisa/bauta'] },
        { province: 'la-habana', municipalities: ['la-habana/playa'] },
      ],
      min_import_for_free_shipping: 5_000,
      free_shipping_message: 'Gratis desde {amount}',
      max_quantity_for_home_shipping: 20,
      count_shipment: false,
      local_pickup: false,
    };
    expect((await admin.put('/api/admin/settings/shipment', shipment)).statusCode).toBe(200);
    const forms = DEFAULT_PAY_FORMS.map((f) => ({ ...f, enabled: f.code !== 'transfer' }));
    expect((await admin.put('/api/admin/settings/pay-forms', forms)).statusCode).toBe(200);

    const options = (
      await visitor().get('/api/shipping/options', { headers: { 'accept-language': 'en-US' } })
    ).json();
    expect(options.provinces).toEqual([
      {
        code: 'artemisa',
        name: 'Artemisa',
        whole_province: false,
        municipalities: [{ code: 'artemisa/bauta', name: 'Bauta' }],
      },
      {
        code: 'la-habana',
        name: 'La Habana',
        whole_province: false,
        municipalities: [{ code: 'la-habana/playa', name: 'Playa' }],
      },
    ]);
    expect(options.free_shipping).toEqual({
      min_import: 5_000,
      min_import_formatted: '$50.00',
      message: 'Gratis desde $50.00',
    });
    expect(options).toMatchObject({
      max_quantity_for_home_shipping: 20,
      count_shipment: false,
      local_pickup: false,
    });
    expect(options.pay_forms).toEqual({
      home: [
        {
          code: 'cash_on_delivery',
          // Still the words a fresh shop starts with: read in the visitor's language (decision 087).
          name: 'Cash on delivery',
          instructions: 'Pay in cash when you receive the order.',
          // Paid on receipt: no payment window to tell the shopper of.
          paid_in_advance: false,
        },
      ],
      pickup: [],
    });
  });

  it('is listed in the OpenAPI document with the settings endpoints', async () => {
    const response = await visitor().get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/shipping/options',
        '/api/admin/settings/shipment',
        '/api/admin/settings/pay-forms',
        '/api/admin/settings/orders',
      ]),
    );
  });
});
