import { z } from 'zod';

/**
 * How orders and carts behave (the "ProductsInventary" and payment parts of the settings screens). Times in minutes.
 * `inventory_discount_status_id` is the status at which an order's units leave the stock for good; null means when
 * the order reaches a final status other than cancelled.
 */
export const orderSettingsSchema = z.object({
  payment_timeout: z.number().int().min(5).max(10_080).default(60),
  cart_item_timeout: z.number().int().min(5).max(10_080).default(60),
  prepayment_percentage: z.number().int().min(0).max(100).default(50),
  inventory_discount_status_id: z.number().int().positive().nullable().default(null),
});
export type OrderSettings = z.infer<typeof orderSettingsSchema>;

/** The key of the settings document above. */
export const ORDER_SETTINGS_KEY = 'orders';
