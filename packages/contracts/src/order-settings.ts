import { z } from 'zod';
import { integerField } from './integer-field';

/**
 * How orders and carts behave (the "ProductsInventary" and payment parts of the settings screens). Times in minutes.
 * `inventory_discount_status_id` is the status at which an order's units leave the stock for good; null means when
 * the order reaches a final status other than cancelled.
 */
export const orderSettingsSchema = z.object({
  payment_timeout: integerField(5, 10_080).default(60),
  cart_item_timeout: integerField(5, 10_080).default(60),
  prepayment_percentage: integerField(0, 100).default(50),
  inventory_discount_status_id: z.number().int().positive().nullable().default(null),
  /**
   * What a visitor without an account may hold (issue 11, decision 012): a line holds at most this share of the
   * product's availability, a cart at most `guest_hold_max_units` units, and all the carts of one client address at
   * most `address_hold_max_units`. Units beyond stay in the cart without holding stock, checked again at checkout.
   */
  guest_hold_share_percent: integerField(1, 100).default(20),
  guest_hold_max_units: integerField(1, 10_000).default(10),
  address_hold_max_units: integerField(1, 10_000).default(30),
  /** SPEC §3 Other settings: how many pictures a review may carry (0: none). */
  review_images: integerField(0, 10).default(3),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

/** The key of the settings document above. */
export const ORDER_SETTINGS_KEY = 'orders';
