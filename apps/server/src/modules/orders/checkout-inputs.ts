import {
  enabledPayForms,
  type Locale,
  type MapPoint,
  municipalityName,
  ORDER_SETTINGS_KEY,
  orderSettingsSchema,
  PAY_FORMS_SETTINGS_KEY,
  type PayForm,
  payFormsSettingsSchema,
  quoteShipment,
  SHIPMENT_SETTINGS_KEY,
  type ShipmentSettings,
  shipmentSettingsSchema,
} from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { Invalid, invalid, invalidFields } from '../../lib/domain-errors';
import { type BeneficiaryRow, beneficiaryOf } from '../beneficiaries';
import { pickupPointOf } from '../points-of-sale';
import { getSetting, getSettings, readPayForm } from '../settings';
import type { OrderPickupPoint, OrderRecipient } from './orders.table';

/**
 * What the checkout reads from the modules around it — beneficiaries, points of sale, shipping and pay-form
 * settings — in one place, so the order service deals with rules, not with their tables.
 */

export async function recipientOf(db: DbOrTx, userId: number, id: number): Promise<OrderRecipient | null> {
  const b = await beneficiaryOf(db, userId, id);
  return b ? recipientFrom(b) : null;
}

/** The order's copy of a beneficiary, taken as it is now: later edits of the address book do not rewrite the order. */
export function recipientFrom(b: BeneficiaryRow): OrderRecipient {
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

const payFormsSettings = (db: DbOrTx) => getSetting(db, PAY_FORMS_SETTINGS_KEY, payFormsSettingsSchema);

/** Every settings document a checkout or a quote needs, read once in one statement and passed down. */
export const checkoutSettings = (db: DbOrTx) =>
  getSettings(db, {
    orders: [ORDER_SETTINGS_KEY, orderSettingsSchema],
    shipment: [SHIPMENT_SETTINGS_KEY, shipmentSettingsSchema],
    payForms: [PAY_FORMS_SETTINGS_KEY, payFormsSettingsSchema],
  } as const);
export type CheckoutSettings = Awaited<ReturnType<typeof checkoutSettings>>;

/** The pay form a shopper chose, if it is enabled for this delivery method. */
export function payFormFor(forms: PayForm[], code: string, delivery: 'home' | 'pickup') {
  return enabledPayForms(forms, delivery).find((f) => f.code === code) ?? null;
}

/**
 * A pay form's name and instructions as the settings have them now (the code alone if it was removed since), as
 * `locale` reads them: a fresh shop's first words in the reader's language (`readPayForm`).
 */
export async function payFormDetails(db: DbOrTx, code: string, locale: Locale) {
  const form = (await payFormsSettings(db)).find((f) => f.code === code);
  return readPayForm(
    {
      code,
      name: form?.name ?? code,
      instructions: form?.instructions ?? '',
      account: form?.account ?? null,
    },
    locale,
  );
}

/** The shipping price for a home delivery, or the SPEC's refusal (422). */
export function homeShipment(
  settings: ShipmentSettings,
  input: { subtotal: number; units: number; province: string; municipality: string; point: MapPoint },
) {
  if (!settings.home_delivery) throw invalid('delivery_method_unavailable');
  const quote = quoteShipment(settings, input);
  if (!quote.ok) {
    switch (quote.reason) {
      case 'not_served':
        throw invalid('shipment_not_served');
      case 'invalid_point':
        throw invalid('shipment_position_error');
      case 'too_far':
        throw invalidFields({ location: ['shipment_point_too_far'] }, 'shipment_point_too_far', {
          max: settings.max_delivery_distance_km,
        });
      case 'outside_municipality':
        throw invalidFields(
          { location: ['shipment_point_outside_municipality'] },
          'shipment_point_outside_municipality',
          {
            municipality: municipalityName(input.municipality) ?? input.municipality,
          },
        );
      case 'over_max_quantity':
        throw new Invalid('shipment_over_max_quantity', {
          max: settings.max_quantity_for_home_shipping ?? 0,
        });
      default:
        throw invalid('delivery_method_unavailable');
    }
  }
  return { price: quote.price, distance: quote.distance_km, countShipment: settings.count_shipment };
}
