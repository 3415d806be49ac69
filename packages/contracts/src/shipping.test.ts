import { describe, expect, it } from 'vitest';
import { MUNICIPALITY_AREAS } from './delivery-areas';
import { haversineKm, ROAD_FACTOR } from './geo-distance';
import { PROVINCES } from './locations';
import {
  DEFAULT_STORE_LOCATION,
  quoteShipment,
  type ShipmentQuoteInput,
  type ShipmentSettings,
  shipmentSettingsBodySchema,
  shipmentSettingsSchema,
} from './shipping';
import { fieldErrors } from './validation-messages';

const STORE = { longitude: -82.39, latitude: 23.02 };
/** About 11.1 km due north of STORE (0.1° of latitude), in Plaza de la Revolución where the recipient lives. */
const NORTH = { longitude: -82.39, latitude: 23.12 };

function settings(overrides: Partial<ShipmentSettings> = {}): ShipmentSettings {
  return { ...shipmentSettingsSchema.parse({}), store_location: STORE, ...overrides };
}

const order: ShipmentQuoteInput = {
  subtotal: 10_000,
  units: 3,
  province: 'la-habana',
  municipality: 'la-habana/plaza-de-la-revolucion',
  point: NORTH,
};

const RANGES = [
  { from: 0, to: 5, price: 300 },
  { from: 6, to: 10, price: 500 },
  { from: 11, to: null, price: 900 },
];

describe('shipmentSettingsSchema', () => {
  it('gives a fresh shop safe defaults: delivery and pickup on, the whole of La Habana, nothing charged', () => {
    expect(shipmentSettingsSchema.parse({})).toEqual({
      home_delivery: true,
      local_pickup: true,
      pickup_address: '',
      provinces: [{ province: 'la-habana', municipalities: [] }],
      price_fixed: 0,
      paid_for_kilometers: false,
      price_per_km: 0,
      per_km_strategy_calculation: 'straight_line',
      shipment_unit_range: [],
      price_fixed_threshold: 0,
      min_import_for_free_shipping: 0,
      free_shipping_message: 'Envío gratis en compras desde {amount}',
      max_quantity_for_home_shipping: null,
      count_shipment: true,
      courier_min_business_days: 1,
      custom_date_gift_price: 0,
      store_location: DEFAULT_STORE_LOCATION,
      max_delivery_distance_km: 30,
    });
  });

  it('takes a blank upper bound as infinity', () => {
    const parsed = shipmentSettingsSchema.parse({
      shipment_unit_range: [
        { from: 0, to: 4, price: 100 },
        { from: 5, to: '', price: 200 },
      ],
    });
    expect(parsed.shipment_unit_range[1]).toEqual({ from: 5, to: null, price: 200 });
  });

  const rangeErrors = (shipment_unit_range: unknown[]) => {
    const result = shipmentSettingsSchema.safeParse({ shipment_unit_range }, { reportInput: true });
    return result.success ? {} : fieldErrors(result.error.issues, 'en-US');
  };

  it.each([
    [
      'not starting at 0',
      [{ from: 1, to: null, price: 1 }],
      { 'shipment_unit_range.0.from': ['The first range must start at 0: [0 - X]'] },
    ],
    [
      'not ending at infinity',
      [{ from: 0, to: 9, price: 1 }],
      {
        'shipment_unit_range.0.to': [
          'The last range must end at infinity: [Y - ∞]; leave its upper bound blank',
        ],
      },
    ],
    [
      'with a gap',
      [
        { from: 0, to: 5, price: 1 },
        { from: 7, to: null, price: 2 },
      ],
      { 'shipment_unit_range.1.from': ['Each range must start right after the previous one'] },
    ],
    [
      'overlapping',
      [
        { from: 0, to: 5, price: 1 },
        { from: 5, to: null, price: 2 },
      ],
      { 'shipment_unit_range.1.from': ['Each range must start right after the previous one'] },
    ],
    [
      'open in the middle',
      [
        { from: 0, to: null, price: 1 },
        { from: 6, to: null, price: 2 },
      ],
      { 'shipment_unit_range.0.to': ['Only the last range may have no upper bound'] },
    ],
    [
      'upside down',
      [
        { from: 0, to: 5, price: 1 },
        { from: 6, to: 3, price: 1 },
        { from: 4, to: null, price: 2 },
      ],
      {
        'shipment_unit_range.1.to': ['The upper bound cannot be lower than the lower bound'],
      },
    ],
  ])('refuses unit ranges %s, naming the field', (_, ranges, errors) => {
    expect(rangeErrors(ranges)).toEqual(errors);
  });

  it('accepts contiguous ranges from 0 to infinity, and no ranges at all', () => {
    expect(rangeErrors(RANGES)).toEqual({});
    expect(rangeErrors([{ from: 0, to: null, price: 0 }])).toEqual({});
    expect(rangeErrors([])).toEqual({});
  });

  it('refuses unknown places, a municipality of another province and a repeated province', () => {
    const result = shipmentSettingsSchema.safeParse({
      provinces: [
        { province: 'la-habana', municipalities: ['matanzas/cardenas'] },
        { province: 'la-habana', municipalities: [] },
        { province: 'atlantis', municipalities: [] },
      ],
    });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error?.issues ?? [], 'es-ES')).toEqual({
      'provinces.0.municipalities.0': ['El municipio no pertenece a la provincia'],
      'provinces.1.province': ['Esta provincia ya está en la lista'],
      'provinces.2.province': ['Provincia desconocida'],
    });
  });

  it('needs a served province while home delivery is on, and the amount in the free shipping message', () => {
    const result = shipmentSettingsSchema.safeParse({
      provinces: [],
      min_import_for_free_shipping: 5000,
      free_shipping_message: 'Envío gratis',
    });
    expect(fieldErrors(result.error?.issues ?? [], 'es-ES')).toEqual({
      provinces: ['Elige al menos una provincia donde entregar'],
      free_shipping_message: ['El mensaje debe incluir el marcador del importe'],
    });
    expect(shipmentSettingsSchema.safeParse({ provinces: [], home_delivery: false }).success).toBe(true);
  });

  it('asks a saved document to name every field', () => {
    const result = shipmentSettingsBodySchema.safeParse({ home_delivery: true }, { reportInput: true });
    const errors = fieldErrors(result.error?.issues ?? [], 'es-ES');
    expect(errors.local_pickup).toEqual(['Este campo es requerido']);
    expect(errors.home_delivery).toBeUndefined();
    expect(shipmentSettingsBodySchema.safeParse(shipmentSettingsSchema.parse({})).success).toBe(true);
  });
});

describe('quoteShipment', () => {
  const straightKm = Math.round(haversineKm(STORE, NORTH) * 10) / 10;

  it('measures the straight-line distance, rounded to 0.1 km', () => {
    expect(straightKm).toBe(11.1);
    expect(quoteShipment(settings(), order)).toEqual({ ok: true, price: 0, distance_km: 11.1, free: false });
  });

  it('charges the fixed price', () => {
    expect(quoteShipment(settings({ price_fixed: 500 }), order)).toMatchObject({ ok: true, price: 500 });
  });

  it('charges per km on the straight line, rounded once to the cent', () => {
    const quote = quoteShipment(settings({ paid_for_kilometers: true, price_per_km: 35 }), order);
    // 11.1 km × 0.35 = 3.885 → 3.89
    expect(quote).toEqual({ ok: true, price: 389, distance_km: 11.1, free: false });
  });

  it('charges per km on the road estimate (straight line × 1.3)', () => {
    const quote = quoteShipment(
      settings({
        paid_for_kilometers: true,
        price_per_km: 100,
        per_km_strategy_calculation: 'road_estimate',
      }),
      order,
    );
    const km = Math.round(haversineKm(STORE, NORTH) * ROAD_FACTOR * 10) / 10;
    expect(km).toBe(14.5);
    expect(quote).toEqual({ ok: true, price: 1450, distance_km: 14.5, free: false });
  });

  it.each([
    [0, 300],
    [5, 300],
    [6, 500],
    [10, 500],
    [11, 900],
    [500, 900],
  ])('prices %i units by their range (%i cents), before any fixed or per-km price', (units, price) => {
    const quote = quoteShipment(
      settings({ shipment_unit_range: RANGES, price_fixed: 1, paid_for_kilometers: true, price_per_km: 1 }),
      { ...order, units },
    );
    expect(quote).toMatchObject({ ok: true, price, free: false });
  });

  it('ships free at or above the free-shipping amount, still telling the distance', () => {
    const shop = settings({ price_fixed: 500, min_import_for_free_shipping: 10_000 });
    expect(quoteShipment(shop, order)).toEqual({ ok: true, price: 0, distance_km: 11.1, free: true });
    expect(quoteShipment(shop, { ...order, subtotal: 9_999 })).toMatchObject({ price: 500, free: false });
  });

  it('switches from per km to the fixed price at the threshold', () => {
    const shop = settings({
      price_fixed: 200,
      price_fixed_threshold: 5_000,
      paid_for_kilometers: true,
      price_per_km: 100,
    });
    expect(quoteShipment(shop, { ...order, subtotal: 5_000 })).toMatchObject({ price: 200 });
    expect(quoteShipment(shop, { ...order, subtotal: 4_999 })).toMatchObject({ price: 1110 });
    // Without per-km pricing the threshold has nothing to switch from.
    const fixedOnly = { ...shop, paid_for_kilometers: false };
    expect(quoteShipment(fixedOnly, { ...order, subtotal: 1 })).toMatchObject({ price: 200 });
  });

  it('refuses more units than the home-shipping maximum', () => {
    const shop = settings({ max_quantity_for_home_shipping: 3 });
    expect(quoteShipment(shop, order).ok).toBe(true);
    expect(quoteShipment(shop, { ...order, units: 4 })).toEqual({ ok: false, reason: 'over_max_quantity' });
  });

  it('refuses a municipality that is not served, or one outside its province', () => {
    const shop = settings({
      provinces: [
        { province: 'la-habana', municipalities: ['la-habana/playa', 'la-habana/plaza-de-la-revolucion'] },
      ],
    });
    expect(quoteShipment(shop, order).ok).toBe(true);
    expect(quoteShipment(shop, { ...order, municipality: 'la-habana/regla' })).toEqual({
      ok: false,
      reason: 'not_served',
    });
    expect(
      quoteShipment(shop, { ...order, province: 'matanzas', municipality: 'matanzas/cardenas' }),
    ).toEqual({
      ok: false,
      reason: 'not_served',
    });
    expect(quoteShipment(settings(), { ...order, municipality: 'matanzas/cardenas' })).toEqual({
      ok: false,
      reason: 'not_served',
    });
  });

  it('serves every municipality of a province listed without municipalities', () => {
    for (const municipality of ['la-habana/regla', 'la-habana/cotorro', 'la-habana/playa']) {
      const point = MUNICIPALITY_AREAS[municipality]?.center ?? NORTH;
      expect(quoteShipment(settings(), { ...order, municipality, point }).ok).toBe(true);
    }
  });

  it.each([
    { longitude: Number.NaN, latitude: 23 },
    { longitude: -82, latitude: Number.POSITIVE_INFINITY },
    { longitude: 181, latitude: 23 },
    { longitude: -82, latitude: -90.5 },
  ])('refuses the point %o', (point) => {
    expect(quoteShipment(settings(), { ...order, point })).toEqual({ ok: false, reason: 'invalid_point' });
  });

  it('applies the refusals in order: delivery off, not served, too many units, bad point', () => {
    const bad = {
      ...order,
      municipality: 'matanzas/cardenas',
      units: 99,
      point: { longitude: 999, latitude: 0 },
    };
    const shop = settings({ max_quantity_for_home_shipping: 1 });
    expect(quoteShipment({ ...shop, home_delivery: false }, bad)).toMatchObject({
      reason: 'home_delivery_off',
    });
    expect(quoteShipment(shop, bad)).toMatchObject({ reason: 'not_served' });
    expect(quoteShipment(shop, { ...bad, municipality: order.municipality })).toMatchObject({
      reason: 'over_max_quantity',
    });
    expect(quoteShipment(shop, { ...bad, municipality: order.municipality, units: 1 })).toMatchObject({
      reason: 'invalid_point',
    });
  });

  it('refuses a point farther than the maximum delivery distance (decision 013)', () => {
    const santiago = { longitude: -75.82, latitude: 20.02 };
    expect(quoteShipment(settings(), { ...order, point: santiago })).toEqual({
      ok: false,
      reason: 'too_far',
    });
    expect(quoteShipment(settings({ max_delivery_distance_km: 10 }), order)).toEqual({
      ok: false,
      reason: 'too_far',
    });
    expect(quoteShipment(settings({ max_delivery_distance_km: 12 }), order).ok).toBe(true);
  });

  it("refuses a point in the city but outside the recipient's municipality (decision 013)", () => {
    const guanabacoa = { longitude: -82.27, latitude: 23.12 };
    expect(quoteShipment(settings(), { ...order, point: guanabacoa })).toEqual({
      ok: false,
      reason: 'outside_municipality',
    });
    expect(
      quoteShipment(settings(), { ...order, municipality: 'la-habana/guanabacoa', point: guanabacoa }).ok,
    ).toBe(true);
  });

  it('knows an area for every municipality of La Habana, each inside the default delivery distance', () => {
    const habana = PROVINCES.find((p) => p.code === 'la-habana');
    for (const m of habana?.municipalities ?? []) {
      const area = MUNICIPALITY_AREAS[m.code];
      expect(area, m.code).toBeDefined();
      if (area) expect(haversineKm(DEFAULT_STORE_LOCATION, area.center), m.code).toBeLessThan(30);
    }
  });
});
