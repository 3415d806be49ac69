import {
  DEFAULT_FREE_SHIPPING_MESSAGE,
  enabledPayForms,
  FREE_SHIPPING_PLACEHOLDER,
  formatMoney,
  type Locale,
  municipalityName,
  ONLINE_PROVIDERS,
  PAID_IN_ADVANCE_PAY_FORMS,
  PAYMENT_PROVIDERS_SETTINGS_KEY,
  type PayForm,
  PROVINCES,
  paymentProvidersStoredSchema,
  type ServedPlace,
  type ShipmentSettings,
  type ShippingOptionsReply,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { translate } from '../../lib/messages';
import { coins } from '../coins';
import { takesPickups } from '../points-of-sale';
import {
  getOrderSettings,
  getPayFormsSettings,
  getSetting,
  getShipmentSettings,
  readPayForm,
} from '../settings';

/**
 * What the checkout may offer a shopper, read from the shipping and pay-form settings (no prices of its own). Pickup
 * is offered while it is on and some point of sale takes pickups: a fresh shop has none, and its checkout, footer and
 * front offered a pickup no shopper could choose a place for.
 */
export async function shippingOptions(db: DbOrTx, locale: Locale): Promise<ShippingOptionsReply> {
  const [shipment, payForms, orders, online, [base], pickupPlace] = await independentReads(
    db,
    () => getShipmentSettings(db),
    () => getPayFormsSettings(db),
    () => getOrderSettings(db),
    () => getSetting(db, PAYMENT_PROVIDERS_SETTINGS_KEY, paymentProvidersStoredSchema),
    () => db.select({ symbol: coins.symbol }).from(coins).where(eq(coins.isBase, true)).limit(1),
    () => takesPickups(db),
  );
  const pickup = shipment.local_pickup && pickupPlace;
  const offered = (forms: PayForm[]) =>
    forms
      .map((form) => readPayForm(form, locale))
      .map(({ code, name, instructions }) => ({
        code,
        name,
        instructions,
        paid_in_advance: PAID_IN_ADVANCE_PAY_FORMS.includes(code),
      }));
  return {
    home_delivery: shipment.home_delivery,
    local_pickup: pickup,
    pickup_address: shipment.pickup_address,
    provinces: servedPlaces(shipment),
    free_shipping: freeShipping(shipment, base?.symbol ?? '$', locale),
    max_quantity_for_home_shipping: shipment.max_quantity_for_home_shipping,
    count_shipment: shipment.count_shipment,
    payment_timeout: orders.payment_timeout,
    wholesale_prepayment: orders.prepayment_percentage,
    pay_forms: {
      home: shipment.home_delivery ? offered(enabledPayForms(payForms, 'home')) : [],
      pickup: pickup ? offered(enabledPayForms(payForms, 'pickup')) : [],
    },
    online_providers: ONLINE_PROVIDERS.filter((name) => online[name].enabled),
  };
}

/** The served provinces in the map's order, each with its served municipalities named. */
function servedPlaces(shipment: ShipmentSettings): ServedPlace[] {
  if (!shipment.home_delivery) return [];
  return PROVINCES.flatMap((province) => {
    const entry = shipment.provinces.find((p) => p.province === province.code);
    if (!entry) return [];
    const whole = entry.municipalities.length === 0;
    const municipalities = whole
      ? province.municipalities.map(({ code, name }) => ({ code, name }))
      : entry.municipalities.map((code) => ({ code, name: municipalityName(code) ?? code }));
    return [{ code: province.code, name: province.name, whole_province: whole, municipalities }];
  });
}

function freeShipping(shipment: ShipmentSettings, symbol: string, locale: Locale) {
  const min = shipment.min_import_for_free_shipping;
  if (!shipment.home_delivery || min <= 0) return null;
  const formatted = formatMoney(min, { symbol }, locale);
  return {
    min_import: min,
    min_import_formatted: formatted,
    // Still the shop's first words: in the reader's language (decision 087); staff's own, as they wrote them.
    message:
      shipment.free_shipping_message === DEFAULT_FREE_SHIPPING_MESSAGE
        ? translate('free_shipping_message', locale, { amount: formatted })
        : shipment.free_shipping_message.replaceAll(FREE_SHIPPING_PLACEHOLDER, formatted),
  };
}
