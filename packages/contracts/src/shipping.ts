import { z } from 'zod';
import { pointInMunicipality } from './delivery-areas';
import { type GeoPoint, haversineKm, isValidPoint, ROAD_FACTOR } from './geo-distance';
import { amountField, INT_MAX, integerField } from './integer-field';
import { municipalityCodeSchema, municipalityIn, provinceCodeSchema } from './locations';
import { divideRounded } from './money';
import { PRICE_MAX } from './products';

/**
 * The shipping settings (SPEC §3 "Shipping settings"), the settings document `shipment`, and the one pure rule
 * that prices a home delivery from them. Money is integer cents of the base coin.
 */
export const SHIPMENT_SETTINGS_KEY = 'shipment';

export const PER_KM_STRATEGIES = ['straight_line', 'road_estimate'] as const;
export type PerKmStrategy = (typeof PER_KM_STRATEGIES)[number];

/** Where a free-shipping message shows the amount. */
export const FREE_SHIPPING_PLACEHOLDER = '{amount}';
/**
 * The free-shipping line a fresh shop starts with. While it is unchanged, shoppers read it in their own language
 * (decision 087); words staff write are shown as written.
 */
export const DEFAULT_FREE_SHIPPING_MESSAGE = `Envío gratis en compras desde ${FREE_SHIPPING_PLACEHOLDER}`;
export const SHIPMENT_UNIT_RANGES_MAX = 50;

const cents = amountField(0, PRICE_MAX);
const coordinate = (limit: number) => z.number().min(-limit).max(limit);

export const geoPointSchema = z.object({ longitude: coordinate(180), latitude: coordinate(90) });

/** Central Havana (Parque Central): where distances are measured from until the shop says otherwise. */
export const DEFAULT_STORE_LOCATION: GeoPoint = { longitude: -82.3596, latitude: 23.1376 };

/** A served province; no municipalities listed means the whole province. Repeated municipalities are merged. */
export const servedProvinceSchema = z
  .object({
    province: provinceCodeSchema,
    municipalities: z
      .array(municipalityCodeSchema)
      .max(100)
      .default([])
      .transform((codes) => [...new Set(codes)]),
  })
  .superRefine((value, ctx) => {
    value.municipalities.forEach((code, index) => {
      if (!municipalityIn(value.province, code)) {
        ctx.addIssue({
          code: 'custom',
          path: ['municipalities', index],
          message: 'municipality_outside_province',
        });
      }
    });
  });
export type ServedProvince = z.infer<typeof servedProvinceSchema>;

const servedProvincesSchema = z
  .array(servedProvinceSchema)
  .max(20)
  .superRefine((provinces, ctx) => {
    const seen = new Set<string>();
    provinces.forEach((entry, index) => {
      if (seen.has(entry.province)) {
        ctx.addIssue({ code: 'custom', path: [index, 'province'], message: 'shipment_province_repeated' });
      }
      seen.add(entry.province);
    });
  });

/** A blank upper bound (null, "" or absent) means infinity: SPEC §5. */
const upperBound = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  integerField(0).nullable(),
);

/** Units from `from` to `to`, both included; `to` null is infinity. */
export const shipmentUnitRangeSchema = z.object({
  from: integerField(0),
  to: upperBound,
  price: cents,
});
export type ShipmentUnitRange = z.infer<typeof shipmentUnitRangeSchema>;

/**
 * SPEC §5: the ranges start at [0 - X], end at [Y - infinity] and (so every order size has one price) follow each
 * other with no gap or overlap: [0 - 5], [6 - 10], [11 - ∞]. An empty list means unit ranges are not used.
 */
export const shipmentUnitRangesSchema = z
  .array(shipmentUnitRangeSchema)
  .max(SHIPMENT_UNIT_RANGES_MAX)
  .superRefine((ranges, ctx) => {
    if (ranges.length === 0) return;
    const issue = (index: number, field: 'from' | 'to', message: string) =>
      ctx.addIssue({ code: 'custom', path: [index, field], message });
    if (ranges[0]?.from !== 0) issue(0, 'from', 'shipment_range_first_from_zero');
    ranges.forEach((range, index) => {
      const last = index === ranges.length - 1;
      if (range.to !== null && range.to < range.from) issue(index, 'to', 'shipment_range_bounds');
      if (last && range.to !== null) issue(index, 'to', 'shipment_range_last_open');
      if (!last && range.to === null) issue(index, 'to', 'shipment_range_only_last_open');
      const previous = ranges[index - 1];
      if (previous && previous.to !== null && range.from !== previous.to + 1) {
        issue(index, 'from', 'shipment_range_contiguous');
      }
    });
  });

const shipmentSettingsShape = z.object({
  home_delivery: z.boolean().default(true),
  local_pickup: z.boolean().default(true),
  pickup_address: z.string().trim().max(300).default(''),
  provinces: servedProvincesSchema.default(() => [{ province: 'la-habana', municipalities: [] }]),
  /** 0: not used. */
  price_fixed: cents.default(0),
  paid_for_kilometers: z.boolean().default(false),
  price_per_km: cents.default(0),
  per_km_strategy_calculation: z.enum(PER_KM_STRATEGIES).default('straight_line'),
  shipment_unit_range: shipmentUnitRangesSchema.default(() => []),
  /** Orders at or above this subtotal pay the fixed price instead of the per-km one; 0: off. */
  price_fixed_threshold: cents.default(0),
  /** Orders at or above this subtotal ship free; 0: off. */
  min_import_for_free_shipping: cents.default(0),
  free_shipping_message: z.string().trim().max(300).default(DEFAULT_FREE_SHIPPING_MESSAGE),
  /** More units than this are not delivered home (SPEC §8: the shopper may pick them up instead); null: no limit. */
  max_quantity_for_home_shipping: integerField(1).nullable().default(null),
  /** Whether the shipping price is added to the order's total. */
  count_shipment: z.boolean().default(true),
  courier_min_business_days: integerField(0, 60).default(1),
  /** The price of a delivery on a date the shopper chooses, for orders with gift products. */
  custom_date_gift_price: cents.default(0),
  store_location: geoPointSchema.default(() => ({ ...DEFAULT_STORE_LOCATION })),
  /** No home delivery farther than this from `store_location`, in km (decision 013). */
  max_delivery_distance_km: integerField(1, 1000).default(30),
});

type ShipmentSettingsShape = z.output<typeof shipmentSettingsShape>;

function shipmentRules(settings: ShipmentSettingsShape, ctx: z.RefinementCtx) {
  if (settings.home_delivery && settings.provinces.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['provinces'], message: 'shipment_provinces_required' });
  }
  if (
    settings.min_import_for_free_shipping > 0 &&
    !settings.free_shipping_message.includes(FREE_SHIPPING_PLACEHOLDER)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['free_shipping_message'],
      message: 'free_shipping_amount_missing',
    });
  }
}

/** The stored document: every field has a safe default, so a fresh shop (or a missing field) still works. */
export const shipmentSettingsSchema = shipmentSettingsShape.superRefine(shipmentRules);
export type ShipmentSettings = z.infer<typeof shipmentSettingsSchema>;

/** Saving names every field, so a client that forgot one never resets it to its default by accident. */
export const shipmentSettingsBodySchema = shipmentSettingsShape.required().superRefine(shipmentRules);
export type ShipmentSettingsBody = z.input<typeof shipmentSettingsBodySchema>;

export interface ShipmentQuoteInput {
  /** The order's subtotal in cents of the base coin. */
  subtotal: number;
  /** Total items in the order. */
  units: number;
  province: string;
  municipality: string;
  point: GeoPoint;
}

export type ShipmentQuoteFailure =
  | 'not_served'
  | 'over_max_quantity'
  | 'home_delivery_off'
  | 'invalid_point'
  | 'too_far'
  | 'outside_municipality';

export type ShipmentQuote =
  | { ok: true; price: number; distance_km: number; free: boolean }
  | { ok: false; reason: ShipmentQuoteFailure };

/** SPEC §8 "Error in shipment price calculation": a price that cannot be worked out at all. */
export const SHIPMENT_PRICE_ERROR_KEY = 'shipment_price_error';

/** Whether the shop delivers to that municipality of that province (a province with no list: all of it). */
export function isServed(
  settings: Pick<ShipmentSettings, 'provinces'>,
  province: string,
  municipality: string,
) {
  const entry = settings.provinces.find((p) => p.province === province);
  if (!entry || !municipalityIn(province, municipality)) return false;
  return entry.municipalities.length === 0 || entry.municipalities.includes(municipality);
}

/** Kilometres from the store to the point, rounded to 0.1 km, by the chosen strategy (decision record 008). */
export function shipmentDistanceKm(
  settings: Pick<ShipmentSettings, 'store_location' | 'per_km_strategy_calculation'>,
  point: GeoPoint,
): number {
  const straight = haversineKm(settings.store_location, point);
  const km = settings.per_km_strategy_calculation === 'road_estimate' ? straight * ROAD_FACTOR : straight;
  return Math.round(km * 10) / 10;
}

/** The shipping price of a home delivery, or why there is none. The rules apply in this order (SPEC §3, §8). */
export function quoteShipment(settings: ShipmentSettings, input: ShipmentQuoteInput): ShipmentQuote {
  if (!settings.home_delivery) return { ok: false, reason: 'home_delivery_off' };
  if (!isServed(settings, input.province, input.municipality)) return { ok: false, reason: 'not_served' };
  const max = settings.max_quantity_for_home_shipping;
  if (max !== null && input.units > max) return { ok: false, reason: 'over_max_quantity' };
  if (!isValidPoint(input.point)) return { ok: false, reason: 'invalid_point' };
  // The point sets the price, and the shopper sets the point: it must be where the recipient is (decision 013).
  if (haversineKm(settings.store_location, input.point) > settings.max_delivery_distance_km)
    return { ok: false, reason: 'too_far' };
  if (!pointInMunicipality(input.municipality, input.point))
    return { ok: false, reason: 'outside_municipality' };

  const distance_km = shipmentDistanceKm(settings, input.point);
  const freeFrom = settings.min_import_for_free_shipping;
  if (freeFrom > 0 && input.subtotal >= freeFrom) return { ok: true, price: 0, distance_km, free: true };
  return { ok: true, price: shipmentPrice(settings, input, distance_km), distance_km, free: false };
}

function shipmentPrice(settings: ShipmentSettings, input: ShipmentQuoteInput, distanceKm: number): number {
  const range = settings.shipment_unit_range.find(
    (r) => r.from <= input.units && (r.to === null || input.units <= r.to),
  );
  // The schema guarantees the ranges cover every count; an unvalidated document without a match falls through.
  if (range) return range.price;

  const threshold = settings.price_fixed_threshold;
  const fixedApplies =
    settings.price_fixed > 0 &&
    // The threshold chooses between the fixed and the per-km price; with per-km off there is nothing to choose.
    (threshold === 0 || input.subtotal >= threshold || !settings.paid_for_kilometers);
  if (fixedApplies) return settings.price_fixed;

  if (settings.paid_for_kilometers) {
    // The price is the shown distance (tenths of a km) times the rate, rounded once to the cent.
    const tenths = BigInt(Math.round(distanceKm * 10));
    const price = Number(divideRounded(BigInt(settings.price_per_km) * tenths, 10n));
    return Math.min(price, INT_MAX);
  }
  return 0;
}
