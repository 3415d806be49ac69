import type { ShipmentSettings } from '@shop/contracts';
import { centsToUnits, unitsToCents } from '../../../lib/money-units';
import { numberOr, wholeOr } from '../../../lib/number-input-values';

/** A number input's value: a number, or what is being typed (a blank field is ""). */
type Typed = number | string;

/**
 * The shipment tab's form: the document minus the pickup fields (their own tab), with money in units of the base
 * coin and blank-able numbers as typed. Paths match the document's, so the API's field errors land on the inputs.
 */
export interface ShipmentFormValues {
  home_delivery: boolean;
  provinces: { province: string; municipalities: string[] }[];
  price_fixed: Typed;
  paid_for_kilometers: boolean;
  price_per_km: Typed;
  per_km_strategy_calculation: ShipmentSettings['per_km_strategy_calculation'];
  shipment_unit_range: { from: Typed; to: Typed; price: Typed }[];
  price_fixed_threshold: Typed;
  min_import_for_free_shipping: Typed;
  free_shipping_message: string;
  max_quantity_for_home_shipping: Typed;
  count_shipment: boolean;
  courier_min_business_days: Typed;
  custom_date_gift_price: Typed;
  store_location: { longitude: Typed; latitude: Typed };
  max_delivery_distance_km: Typed;
}

export function toShipmentFormValues(settings: ShipmentSettings): ShipmentFormValues {
  return {
    home_delivery: settings.home_delivery,
    provinces: settings.provinces.map((p) => ({
      province: p.province,
      municipalities: [...p.municipalities],
    })),
    price_fixed: centsToUnits(settings.price_fixed),
    paid_for_kilometers: settings.paid_for_kilometers,
    price_per_km: centsToUnits(settings.price_per_km),
    per_km_strategy_calculation: settings.per_km_strategy_calculation,
    shipment_unit_range: settings.shipment_unit_range.map((r) => ({
      from: r.from,
      to: r.to ?? '',
      price: centsToUnits(r.price),
    })),
    price_fixed_threshold: centsToUnits(settings.price_fixed_threshold),
    min_import_for_free_shipping: centsToUnits(settings.min_import_for_free_shipping),
    free_shipping_message: settings.free_shipping_message,
    max_quantity_for_home_shipping: settings.max_quantity_for_home_shipping ?? '',
    count_shipment: settings.count_shipment,
    courier_min_business_days: settings.courier_min_business_days,
    custom_date_gift_price: centsToUnits(settings.custom_date_gift_price),
    store_location: { ...settings.store_location },
    max_delivery_distance_km: settings.max_delivery_distance_km,
  };
}

/**
 * The document to save: the form's fields converted back (units to cents, blank to null or undefined so the
 * schema names them) on top of the last saved document, which supplies the pickup fields.
 */
export function shipmentBodyFrom(
  values: ShipmentFormValues,
  saved: ShipmentSettings,
): Record<string, unknown> {
  return {
    ...saved,
    home_delivery: values.home_delivery,
    provinces: values.provinces,
    price_fixed: unitsToCents(values.price_fixed),
    paid_for_kilometers: values.paid_for_kilometers,
    price_per_km: unitsToCents(values.price_per_km),
    per_km_strategy_calculation: values.per_km_strategy_calculation,
    shipment_unit_range: values.shipment_unit_range.map((r) => ({
      from: wholeOr(r.from, undefined),
      to: wholeOr(r.to, null),
      price: unitsToCents(r.price),
    })),
    price_fixed_threshold: unitsToCents(values.price_fixed_threshold),
    min_import_for_free_shipping: unitsToCents(values.min_import_for_free_shipping),
    free_shipping_message: values.free_shipping_message,
    max_quantity_for_home_shipping: wholeOr(values.max_quantity_for_home_shipping, null),
    count_shipment: values.count_shipment,
    courier_min_business_days: wholeOr(values.courier_min_business_days, undefined),
    custom_date_gift_price: unitsToCents(values.custom_date_gift_price),
    store_location: {
      longitude: numberOr(values.store_location.longitude, undefined),
      latitude: numberOr(values.store_location.latitude, undefined),
    },
    max_delivery_distance_km: wholeOr(values.max_delivery_distance_km, undefined),
  };
}
