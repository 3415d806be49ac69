import { z } from 'zod';
import { PRIORITY_MAX } from './categories';
import { listQuerySchema, listReplySchema } from './common';
import { amountField, amountTooBig, INT_MAX, integerField } from './integer-field';
import {
  PRICE_CHANGE_PERCENT_MAX,
  PRICE_CHANGE_PERCENT_MIN,
  PRICE_CHANGE_PRODUCTS_MAX,
  PRICE_MAX,
  PRODUCT_KINDS,
  PRODUCT_SLUG_PARAM_MAX,
  RELATED_STRATEGIES,
  SKU_MAX,
  WARRANTY_UNITS,
} from './product-constants';
import { optionalSlugSchema } from './slug';

export * from './product-constants';

const amount = amountField(0, PRICE_MAX);
const quantity = integerField(0);
const optionalId = integerField(1).nullable().default(null);
const skuSchema = z
  .string()
  .trim()
  .max(SKU_MAX)
  .regex(/^[A-Za-z0-9._-]*$/, { error: 'invalid' })
  .optional()
  .transform((value) => value?.toUpperCase() || undefined);

/**
 * What a unit costs the shop (decision 110): staff's alone, never a shopper's. Blank when unknown; a cost above the
 * price is allowed (a product sold at a loss on purpose).
 */
const costPrice = amount.nullable().default(null);

const pricesShape = {
  regular_price: amount,
  sale_price: amount.nullable().default(null),
  wholesale_price: amount.nullable().default(null),
};

/** A sale price above the regular price is a typing mistake, not an offer. */
function saleNotAboveRegular(
  value: { regular_price: number; sale_price: number | null },
  ctx: z.core.$RefinementCtx,
) {
  if (value.sale_price !== null && value.sale_price > value.regular_price) {
    ctx.addIssue(amountTooBig(value.regular_price, value.sale_price, ['sale_price']));
  }
}

export const comboItemBodySchema = z.object({
  product_id: integerField(1),
  variation_id: optionalId,
  quantity: integerField(1, 1000),
});

export const productBodySchema = z
  .object({
    sku: skuSchema,
    name: z.string().trim().min(1, { error: 'required' }).max(50),
    slug: optionalSlugSchema,
    description: z.string().trim().max(10_000).default(''),
    short_description: z.string().trim().max(300).default(''),
    kind: z.enum(PRODUCT_KINDS).default('simple'),
    active: z.boolean().default(true),
    visible: z.boolean().default(true),
    in_offer: z.boolean().default(false),
    virtual: z.boolean().default(false),
    downloadable: z.boolean().default(false),
    bookable: z.boolean().default(false),
    wholesaler: z.boolean().default(false),
    retail: z.boolean().default(true),
    ...pricesShape,
    cost_price: costPrice,
    discount_percentage: integerField(0, 100).default(0),
    tax: integerField(0, 100).default(0),
    min_quantity: integerField(1, 100_000).default(1),
    category_id: integerField(1),
    category_ids: z.array(integerField(1)).max(20).default([]),
    brand_id: optionalId,
    unit_id: optionalId,
    priority: integerField(0, PRIORITY_MAX).default(0),
    time_warranty: integerField(0, 1000).default(0),
    unit_warranty: z.enum(WARRANTY_UNITS).default('months'),
    show_warranty: z.boolean().default(false),
    real_quantity: quantity.default(0),
    initial_availability: quantity.default(0),
    low_availability: quantity.nullable().default(null),
    wholesale_quantity: quantity.default(0),
    reserve_quantity: quantity.default(0),
    external_store_sku: z.string().trim().max(SKU_MAX).nullable().default(null),
    disponibility_from_store: z.boolean().default(false),
    related_strategy: z.enum(RELATED_STRATEGIES).default('automatic'),
    related_ids: z.array(integerField(1)).max(20).default([]),
    combo_items: z.array(comboItemBodySchema).max(50).default([]),
  })
  .superRefine(saleNotAboveRegular);
export type ProductBody = z.infer<typeof productBodySchema>;

export const productToggleBodySchema = z.object({
  field: z.enum(['active', 'visible']),
  value: z.boolean(),
});
export type ProductToggleBody = z.infer<typeof productToggleBodySchema>;

/**
 * Raises or cuts the prices of the products named by one percentage (decision 093): each of their own prices (regular,
 * offer, wholesale, and their variations') times (100 + percent) / 100, rounded to the cent.
 */
export const productPriceChangeBodySchema = z.object({
  slugs: z.array(z.string().min(1).max(PRODUCT_SLUG_PARAM_MAX)).min(1).max(PRICE_CHANGE_PRODUCTS_MAX),
  percent: integerField(PRICE_CHANGE_PERCENT_MIN, PRICE_CHANGE_PERCENT_MAX).refine((value) => value !== 0, {
    error: 'percent_not_zero',
  }),
});
export type ProductPriceChangeBody = z.infer<typeof productPriceChangeBodySchema>;

export const productPriceChangeReplySchema = z.object({ changed: z.number().int() });
export type ProductPriceChangeReply = z.infer<typeof productPriceChangeReplySchema>;

export const variationTermBodySchema = z.object({
  attribute_id: integerField(1),
  /** `null`: the variation applies to any term of this attribute. */
  term_id: integerField(1).nullable(),
});

export const variationBodySchema = z
  .object({
    /** An existing variation to keep (combos may include it); without it a new one is made. */
    id: integerField(1).optional(),
    sku: skuSchema,
    ...pricesShape,
    cost_price: costPrice,
    real_quantity: quantity.default(0),
    active: z.boolean().default(true),
    image_id: optionalId,
    terms: z.array(variationTermBodySchema).min(1).max(10),
  })
  .superRefine(saleNotAboveRegular);

export const variationsBodySchema = z.object({ variations: z.array(variationBodySchema).max(200) });

/** A variation's own prices and cost alone, by the rules of its form: what a spreadsheet's row changes (decision 095). */
export const variationPricesSchema = z
  .object({ ...pricesShape, cost_price: costPrice })
  .superRefine(saleNotAboveRegular);
export type VariationsBody = z.infer<typeof variationsBodySchema>;

export const productImageSchema = z.object({
  id: z.number().int(),
  is_main: z.boolean(),
  position: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** WebP 400 px wide, for lists. */
  list_url: z.string(),
  /** WebP 1000 px wide, for the product page. */
  detail_url: z.string(),
  detail_avif_url: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const pricingSchema = {
  regular_price: z.number().int(),
  sale_price: z.number().int().nullable(),
  wholesale_price: z.number().int().nullable(),
  price: z.number().int(),
  discount: z.number().int(),
  discount_percentage: z.number().int(),
  discount_price: z.number().int(),
  final_price: z.number().int(),
  tax_value: z.number().int(),
};

export const variationSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  ...pricingSchema,
  cost_price: z.number().int().nullable(),
  real_quantity: z.number().int(),
  /** Units held by carts and open orders: what can be sold is real − held. */
  held_quantity: z.number().int(),
  active: z.boolean(),
  image_id: z.number().int().nullable(),
  terms: z.array(z.object({ attribute_id: z.number().int(), term_id: z.number().int().nullable() })),
});
export type Variation = z.infer<typeof variationSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  short_description: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  active: z.boolean(),
  visible: z.boolean(),
  in_offer: z.boolean(),
  virtual: z.boolean(),
  downloadable: z.boolean(),
  bookable: z.boolean(),
  wholesaler: z.boolean(),
  retail: z.boolean(),
  ...pricingSchema,
  cost_price: z.number().int().nullable(),
  tax: z.number().int(),
  min_quantity: z.number().int(),
  category_id: z.number().int(),
  category_ids: z.array(z.number().int()),
  brand_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
  priority: z.number().int(),
  time_warranty: z.number().int(),
  unit_warranty: z.enum(WARRANTY_UNITS),
  show_warranty: z.boolean(),
  real_quantity: z.number().int(),
  held_quantity: z.number().int(),
  initial_availability: z.number().int(),
  low_availability: z.number().int().nullable(),
  wholesale_quantity: z.number().int(),
  reserve_quantity: z.number().int(),
  /** Rows of its stock ledger, its variations' included (stock-movements.ts). */
  history_count: z.number().int(),
  external_store_sku: z.string().nullable(),
  disponibility_from_store: z.boolean(),
  related_strategy: z.enum(RELATED_STRATEGIES),
  related_ids: z.array(z.number().int()),
  combo_items: z.array(
    z.object({
      product_id: z.number().int(),
      variation_id: z.number().int().nullable(),
      quantity: z.number().int(),
    }),
  ),
  variations: z.array(variationSchema),
  images: z.array(productImageSchema),
  spec_sheet_url: z.string().nullable(),
  /** Units a shopper can buy now; `null` when unlimited (services). */
  availability: z.number().int().nullable(),
  low_availability_threshold: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListItemSchema = productSchema
  .pick({
    id: true,
    sku: true,
    name: true,
    slug: true,
    kind: true,
    active: true,
    visible: true,
    in_offer: true,
    category_id: true,
    brand_id: true,
    priority: true,
    regular_price: true,
    final_price: true,
    availability: true,
    created_at: true,
  })
  .extend({ main_image_url: z.string().nullable() });
export type ProductListItem = z.infer<typeof productListItemSchema>;

export const productListReplySchema = listReplySchema(productListItemSchema);
export type ProductListReply = z.infer<typeof productListReplySchema>;

export const PRODUCT_SORTS = [
  'priority',
  '-priority',
  'name',
  '-name',
  'created_at',
  '-created_at',
  'final_price',
  '-final_price',
  'sku',
  '-sku',
] as const;

const booleanFilter = z.enum(['true', 'false']).optional();

/** The products list's stock filter (decision 096): at or under their minimum (sold out ones too), or sold out. */
export const PRODUCT_STOCK_FILTERS = ['low', 'sold_out'] as const;

export const productListQuerySchema = listQuerySchema.extend({
  sort: z.enum(PRODUCT_SORTS).default('-created_at'),
  stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
  category_id: integerField(1).optional(),
  brand_id: integerField(1).optional(),
  kind: z.enum(PRODUCT_KINDS).optional(),
  active: booleanFilter,
  visible: booleanFilter,
  in_offer: booleanFilter,
  /** Whether a unit's cost is known (decision 110): `false` lists those to fill in (a variation without one counts). */
  has_cost: booleanFilter,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** The list's filters without its page and order: what the export reads (decision 095). */
export const productListFiltersSchema = productListQuerySchema.omit({
  page: true,
  per_page: true,
  sort: true,
});
export type ProductListFilters = z.infer<typeof productListFiltersSchema>;

export const productSlugParamSchema = z.object({ slug: z.string().min(1).max(PRODUCT_SLUG_PARAM_MAX) });
export const productImageParamSchema = productSlugParamSchema.extend({ id: integerField(1, INT_MAX) });

export const PRODUCT_PATHS = {
  list: '/admin/products',
  one: '/admin/products/:slug',
  toggle: '/admin/products/:slug/toggle',
  /** Many products' prices by one percentage (decision 093). */
  priceChange: '/admin/products/price-change',
  /** A copy to start a similar product from (decision 089). */
  duplicate: '/admin/products/:slug/duplicate',
  variations: '/admin/products/:slug/variations',
  images: '/admin/products/:slug/images',
  image: '/admin/products/:slug/images/:id',
  imageMain: '/admin/products/:slug/images/:id/main',
  specSheet: '/admin/products/:slug/spec-sheet',
  publicSpecSheet: '/products/:slug/spec-sheet',
} as const;

/** A combo can be sold as many times as its scarcest part allows. `null` parts (services) never limit it. */
export function comboAvailability(
  parts: ReadonlyArray<{ available: number | null; quantity: number }>,
): number {
  let result: number | null = null;
  for (const part of parts) {
    if (part.available === null) continue;
    const times = Math.floor(Math.max(0, part.available) / Math.max(1, part.quantity));
    result = result === null ? times : Math.min(result, times);
  }
  return result ?? 0;
}

/** SPEC §9: without a configured threshold, stock is low at one quarter of the initial availability. */
export function lowAvailabilityThreshold(low: number | null, initialAvailability: number): number {
  return low ?? Math.floor(initialAvailability / 4);
}
