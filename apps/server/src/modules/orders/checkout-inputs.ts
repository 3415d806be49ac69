import {
  enabledPayForms,
  type MapPoint,
  payFormsSettingsSchema,
  quoteShipment,
  shipmentSettingsSchema,
} from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { beneficiaryOf } from '../beneficiaries';
import { pickupPointOf } from '../points-of-sale';
import { getSetting } from '../settings';
import type { OrderPickupPoint, OrderRecipient } from './orders.table';

/**
 * What the checkout reads from the modules around it — beneficiaries, points of sale, shipping and pay-form
 * settings — in one place, so the order service deals with rules, not with their tables.
 */

export async function recipientOf(db: DbOrTx, userId: number, id: number): Promise<OrderRecipient | null> {
  const b = await beneficiaryOf(db, userId, id);
  if (!b) return null;
  return {
    name: b.name,
    last_name: b.lastName,
    phone: b.phone,
    ci: b.ci ?? null,
    email: b.email ?? null,
    province: b.province,
    municipality: b.municipality,
    main_street: b.mainStreet,
    first_street: b.firstStreet ?? null,
    second_street: b.secondStreet ?? null,
    house_or_apartment: b.houseOrApartment ?? null,
    point_of_reference: b.pointOfReference ?? null,
    address: b.address ?? null,
  };
}

export async function pickupPoint(db: DbOrTx, id: number): Promise<OrderPickupPoint | null> {
  const point = await pickupPointOf(db, id);
  return point ? { id: point.id, name: point.name, address: point.address } : null;
}

export const shipmentSettings = (db: DbOrTx) => getSetting(db, 'shipment', shipmentSettingsSchema);
const payFormsSettings = (db: DbOrTx) => getSetting(db, 'pay_forms', payFormsSettingsSchema);

/** The pay form a shopper chose, if it is enabled for this delivery method. */
export async function payFormFor(db: DbOrTx, code: string, delivery: 'home' | 'pickup') {
  const forms = enabledPayForms(await payFormsSettings(db), delivery);
  return forms.find((f) => f.code === code) ?? null;
}

/** A pay form's name and instructions as the settings have them now (the code alone if it was removed since). */
export async function payFormDetails(db: DbOrTx, code: string) {
  const form = (await payFormsSettings(db)).find((f) => f.code === code);
  return { code, name: form?.name ?? code, instructions: form?.instructions ?? '' };
}

/** The shipping price for a home delivery, or the SPEC's refusal (422). */
export async function homeShipment(
  db: DbOrTx,
  input: { subtotal: number; units: number; province: string; municipality: string; point: MapPoint },
) {
  const settings = await shipmentSettings(db);
  if (!settings.home_delivery) throw new AppError(422, 'delivery_method_unavailable');
  const quote = quoteShipment(settings, input);
  if (!quote.ok) {
    switch (quote.reason) {
      case 'not_served':
        throw new AppError(422, 'shipment_not_served');
      case 'invalid_point':
        throw new AppError(422, 'shipment_position_error');
      case 'over_max_quantity':
        throw new AppError(422, 'shipment_over_max_quantity', {
          max: settings.max_quantity_for_home_shipping ?? 0,
        });
      default:
        throw new AppError(422, 'delivery_method_unavailable');
    }
  }
  return { price: quote.price, distance: quote.distance_km, countShipment: settings.count_shipment };
}

export async function pickupAllowed(db: DbOrTx): Promise<boolean> {
  return (await shipmentSettings(db)).local_pickup;
}
