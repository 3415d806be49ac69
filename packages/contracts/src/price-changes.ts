import { z } from 'zod';
import { calendarDateSchema, datesInOrder } from './calendar-date';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';

/**
 * Why a product's (or variation's) own prices changed (decision 108). Every change is a row written by the database
 * itself, as the stock ledger's are (decision 029), so no path can change a price without leaving one.
 */
export const PRICE_CHANGE_REASONS = [
  /** Staff saved the product's form or its variations. */
  'edit',
  /** Staff raised or cut the prices of products chosen in the list by one percentage (decision 093). */
  'bulk',
  /** A spreadsheet changed the product (decision 095). */
  'import',
  /** Written outside the shop's screens: by hand in the database, or by a script. */
  'other',
] as const;
export type PriceChangeReason = (typeof PRICE_CHANGE_REASONS)[number];

export const PRICE_CHANGE_PATHS = {
  /** One product's. */
  list: '/admin/products/:slug/price-changes',
  /** Every product's, in a period (what changed this week, for the shelves' labels). */
  all: '/admin/price-changes',
  export: '/admin/price-changes/export.csv',
} as const;

/** One own price before and after; both equal when this change left it alone. Cents of the base coin. */
const priceMoveSchema = z.object({ before: z.number().int().nullable(), after: z.number().int().nullable() });
export type PriceMove = z.infer<typeof priceMoveSchema>;

export const priceChangeSchema = z.object({
  id: z.number().int(),
  variation: z.object({ id: z.number().int(), sku: z.string(), label: z.string() }).nullable(),
  regular_price: priceMoveSchema,
  sale_price: priceMoveSchema,
  /** A variation has no percentage of its own: null then. */
  discount_percentage: priceMoveSchema.nullable(),
  wholesale_price: priceMoveSchema,
  reason: z.enum(PRICE_CHANGE_REASONS),
  /** The percentage of a bulk change (`bulk`), e.g. 10 or −5. */
  percent: z.number().int().nullable(),
  /** Who of the staff made it; null when no one signed in did (`other`) or their account is gone. */
  user: z.string().nullable(),
  created_at: z.string(),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;
export const priceChangeListReplySchema = listReplySchema(priceChangeSchema);
export type PriceChangeListReply = z.infer<typeof priceChangeListReplySchema>;

export const priceChangeListQuerySchema = listQuerySchema.extend({
  /** `0` keeps the product's own prices; an id keeps one variation. */
  variation_id: integerField(0).optional(),
});
export type PriceChangeListQuery = z.infer<typeof priceChangeListQuerySchema>;

/** A change in the shop-wide list: which product it was (its name and SKU today). */
export const shopPriceChangeSchema = priceChangeSchema.extend({
  product: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), sku: z.string() }),
});
export type ShopPriceChange = z.infer<typeof shopPriceChangeSchema>;
export const shopPriceChangeListReplySchema = listReplySchema(shopPriceChangeSchema);
export type ShopPriceChangeListReply = z.infer<typeof shopPriceChangeListReplySchema>;

/** Every product's price changes: a product's name or SKU (a variation's too), why, and the shop's days between. */
export const shopPriceChangeQuerySchema = listQuerySchema
  .extend({
    reason: z.enum(PRICE_CHANGE_REASONS).optional(),
    date_from: calendarDateSchema.optional(),
    date_to: calendarDateSchema.optional(),
  })
  .refine(...datesInOrder);
export type ShopPriceChangeQuery = z.infer<typeof shopPriceChangeQuerySchema>;
