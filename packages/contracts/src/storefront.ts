import { z } from 'zod';
import { emailSchema } from './auth';
import { storefrontCoinSchema } from './coins';
import { listMetaSchema } from './common';
import { amountField, integerField } from './integer-field';
import { PRICE_MAX, PRODUCT_KINDS, WARRANTY_UNITS } from './products';
import {
  RELATED_PRODUCT_STRATEGIES,
  RELATED_PRODUCTS_COUNT,
  SEARCH_MAX,
  STOREFRONT_COIN_MAX,
  STOREFRONT_PAGE_MAX,
  STOREFRONT_PER_PAGE_MAX,
  STOREFRONT_SLUG_MAX,
  STOREFRONT_SORTS,
} from './storefront-constants';

export * from './storefront-constants';

/**
 * What shoppers see of the catalogue. Only active and visible products (and active variations) ever appear
 * here; every price comes in each coin the shopper may pick, converted with the rate in force today, so the
 * web app never converts money itself.
 */

/** One product's prices in one coin (integer minor units of that coin). */
export const coinPriceSchema = z.object({
  coin: z.string(),
  regular_price: z.number().int(),
  final_price: z.number().int(),
  /** Only for wholesale products, and only when the shopper holds the wholesaler role; else null. */
  wholesale_price: z.number().int().nullable(),
});
export type CoinPrice = z.infer<typeof coinPriceSchema>;

export const storefrontImageSchema = z.object({
  id: z.number().int(),
  /** WebP 400 px wide. */
  list_url: z.string(),
  /** WebP 1000 px wide. */
  detail_url: z.string(),
  detail_avif_url: z.string(),
  /** Of the 1000 px rendition; the list one keeps the same aspect ratio. */
  width: z.number().int(),
  height: z.number().int(),
});
export type StorefrontImage = z.infer<typeof storefrontImageSchema>;

const namedLinkSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A product in a grid or carousel. */
export const productCardSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  short_description: z.string(),
  in_offer: z.boolean(),
  discount_percentage: z.number().int(),
  /** When the offer pricing this product ends (decision 026); null without one. */
  offer_ends_at: z.string().nullable(),
  /** One entry per coin of `coins`, base coin first. */
  prices: z.array(coinPriceSchema),
  /** Sold wholesale (wholesale price from `min_quantity` units). */
  wholesaler: z.boolean(),
  min_quantity: z.number().int(),
  /** Units a shopper can buy now; null when unlimited (services). */
  availability: z.number().int().nullable(),
  /** Availability is at or below the product's low-availability threshold (and above zero). */
  low_availability: z.boolean(),
  /** The approved reviews' average rating (one decimal) and how many gave one; null average without any. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  image: storefrontImageSchema.nullable(),
  category: namedLinkSchema,
  brand: namedLinkSchema.nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

const flag = z.enum(['true', 'false']).optional();

/**
 * Browsing and search. Without `sort`, a search sorts by relevance and browsing by priority. Price bounds are
 * in minor units of `coin` (the base coin when absent or unknown).
 */
export const storefrontProductsQuerySchema = z
  .object({
    page: integerField(1, STOREFRONT_PAGE_MAX).default(1),
    per_page: integerField(1, STOREFRONT_PER_PAGE_MAX).default(24),
    search: z.string().trim().max(SEARCH_MAX).optional(),
    sort: z.enum(STOREFRONT_SORTS).optional(),
    /** A category slug; its subcategories are included. */
    category: z.string().trim().max(STOREFRONT_SLUG_MAX).optional(),
    brand: z.string().trim().max(STOREFRONT_SLUG_MAX).optional(),
    min_price: amountField(0, PRICE_MAX).optional(),
    max_price: amountField(0, PRICE_MAX).optional(),
    coin: z.string().trim().max(STOREFRONT_COIN_MAX).optional(),
    in_offer: flag,
    available: flag,
  })
  // A range upside down is refused, not swapped: the shopper sees which bound to mend.
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    path: ['max_price'],
    error: 'price_range_order',
  });
export type StorefrontProductsQuery = z.infer<typeof storefrontProductsQuerySchema>;

export const storefrontProductsReplySchema = z.object({
  data: z.array(productCardSchema),
  meta: listMetaSchema,
  coins: z.array(storefrontCoinSchema),
});
export type StorefrontProductsReply = z.infer<typeof storefrontProductsReplySchema>;

export const storefrontCategorySchema = namedLinkSchema.extend({
  parent_id: z.number().int().nullable(),
  priority: z.number().int(),
  /** Staff's line about it ('' for none): its listing's subtitle and its page's meta description. */
  description: z.string(),
});
export type StorefrontCategory = z.infer<typeof storefrontCategorySchema>;

/** What the filters offer: active categories by priority, brands with visible products, the base price range. */
export const storefrontFiltersReplySchema = z.object({
  categories: z.array(storefrontCategorySchema),
  brands: z.array(namedLinkSchema),
  /** Lowest and highest final price in base-coin minor units; null without products. */
  price_range: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type StorefrontFiltersReply = z.infer<typeof storefrontFiltersReplySchema>;

/** A top category's tile on the home page, shown with the main picture of its first product on sale (if any). */
export const storefrontHomeCategorySchema = storefrontCategorySchema.extend({
  image: storefrontImageSchema.nullable(),
});
export type StorefrontHomeCategory = z.infer<typeof storefrontHomeCategorySchema>;

/** The front of the shop. Best sellers come from order lines once orders exist; by priority until then. */
export const storefrontHomeReplySchema = z.object({
  categories: z.array(storefrontHomeCategorySchema),
  offers: z.array(productCardSchema),
  newest: z.array(productCardSchema),
  best_sellers: z.array(productCardSchema),
  coins: z.array(storefrontCoinSchema),
});
export type StorefrontHomeReply = z.infer<typeof storefrontHomeReplySchema>;

export const storefrontVariationSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  prices: z.array(coinPriceSchema),
  availability: z.number().int().nullable(),
  low_availability: z.boolean(),
  image_id: z.number().int().nullable(),
  /** A null term means "any term" of that attribute. */
  terms: z.array(z.object({ attribute_id: z.number().int(), term_id: z.number().int().nullable() })),
});
export type StorefrontVariation = z.infer<typeof storefrontVariationSchema>;

/** The attributes a variable product's variations use, with only the terms they use, in the attribute's order. */
export const storefrontAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  terms: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type StorefrontAttribute = z.infer<typeof storefrontAttributeSchema>;

export const storefrontProductSchema = productCardSchema.extend({
  /**
   * The fewest units this shopper may put in the cart (SPEC §5): 1 for a product sold at retail (a wholesaler pays the
   * wholesale price from `min_quantity`), the wholesale minimum for one sold only wholesale to a wholesaler; null when
   * this shopper may not buy it (sold only wholesale, and they are no wholesaler).
   */
  min_purchase: z.number().int().nullable(),
  description: z.string(),
  /** The sales tax its prices include, in percent (0: none); the page says so beside the price. */
  tax: z.number().int(),
  images: z.array(storefrontImageSchema),
  attributes: z.array(storefrontAttributeSchema),
  variations: z.array(storefrontVariationSchema),
  combo_items: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      /** The variation's terms, e.g. "Rojo / M"; null for a whole product. */
      variation_label: z.string().nullable(),
      quantity: z.number().int(),
    }),
  ),
  /** Null when the product does not show its warranty. */
  warranty: z.object({ time: z.number().int(), unit: z.enum(WARRANTY_UNITS) }).nullable(),
  unit: z.string().nullable(),
  spec_sheet_url: z.string().nullable(),
  /**
   * For a product supplied by a branch (`disponibility_from_store`, decision 032): the points of sale holding it and
   * its code there (`external_store_sku`); null for the shop's own stock.
   */
  supplied_by_store: z.object({ points: z.array(z.string()), store_sku: z.string().nullable() }).nullable(),
  related: z.array(productCardSchema),
  coins: z.array(storefrontCoinSchema),
});
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const relatedProductsSettingsSchema = z.object({
  strategy: z.enum(RELATED_PRODUCT_STRATEGIES).default('same_category'),
  count: integerField(RELATED_PRODUCTS_COUNT.min, RELATED_PRODUCTS_COUNT.max).default(
    RELATED_PRODUCTS_COUNT.default,
  ),
});
export type RelatedProductsSettings = z.infer<typeof relatedProductsSettingsSchema>;

/** "Tell me when it is back": the address to mail once the product can be bought again. */
export const availabilityRequestBodySchema = z.object({ email: emailSchema });
export type AvailabilityRequestBody = z.infer<typeof availabilityRequestBodySchema>;
