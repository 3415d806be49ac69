import { z } from 'zod';
import { payFormSchema } from './pay-forms';
import { ONLINE_PROVIDERS } from './payment-providers';

export { changeAreaKey, SETTINGS_PATHS } from './settings-constants';

const placeSchema = z.object({ code: z.string(), name: z.string() });

/** A province the shop delivers to, with the municipalities served (all of them when `whole_province`). */
export const servedPlaceSchema = placeSchema.extend({
  whole_province: z.boolean(),
  municipalities: z.array(placeSchema),
});
export type ServedPlace = z.infer<typeof servedPlaceSchema>;

/** A pay form as the shopper sees it: only enabled ones are listed. */
export const offeredPayFormSchema = payFormSchema.omit({ enabled: true, account: true }).extend({
  /** Paid before the order is prepared: the order is cancelled if it is not paid within `payment_timeout`. */
  paid_in_advance: z.boolean(),
});

/** GET /api/shipping/options: what the checkout may offer, without signing in. */
export const shippingOptionsReplySchema = z.object({
  home_delivery: z.boolean(),
  /** Pickup is on in the settings and some active point of sale takes pickups. */
  local_pickup: z.boolean(),
  pickup_address: z.string(),
  provinces: z.array(servedPlaceSchema),
  /** Null when free shipping is off. */
  free_shipping: z
    .object({
      min_import: z.number().int(),
      min_import_formatted: z.string(),
      /** The shop's message with the amount in place of `{amount}`. */
      message: z.string(),
    })
    .nullable(),
  max_quantity_for_home_shipping: z.number().int().nullable(),
  count_shipment: z.boolean(),
  /** Minutes an order paid in advance has to be paid in (settings payment_timeout). */
  payment_timeout: z.number().int(),
  /**
   * The share (%) of a wholesale order to pay within `payment_timeout`, whatever the pay form (settings
   * prepayment_percentage); 0 when wholesale orders owe nothing first.
   */
  wholesale_prepayment: z.number().int(),
  pay_forms: z.object({
    home: z.array(offeredPayFormSchema),
    pickup: z.array(offeredPayFormSchema),
  }),
  /** The providers a placed order can also be paid through online (the enabled ones). */
  online_providers: z.array(z.enum(ONLINE_PROVIDERS)),
});
export type ShippingOptionsReply = z.infer<typeof shippingOptionsReplySchema>;
