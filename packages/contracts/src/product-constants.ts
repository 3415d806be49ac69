// The plain constants of `products.ts`, without zod: the storefront's first load needs them, not the schemas.

export const PRODUCT_KINDS = ['simple', 'variable', 'combo', 'service'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const WARRANTY_UNITS = ['days', 'months', 'years'] as const;
/** `automatic` follows the strategy chosen in the settings; `manual` shows `related_ids`. */
export const RELATED_STRATEGIES = ['automatic', 'manual'] as const;

/** SPEC §5 / §9 limits of product uploads. */
export const IMAGE_MAX_BYTES = 300 * 1024;
export const SPEC_SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const PRICE_MAX = 1_000_000_000;
export const SKU_MAX = 30;

/**
 * A change of many products' prices at once (decision 093): at most a list page's worth of products per call, and a
 * percentage that can neither give a product away (-100 %) nor be a slip of the finger worth six times the price.
 */
export const PRICE_CHANGE_PRODUCTS_MAX = 100;
export const PRICE_CHANGE_PERCENT_MIN = -90;
export const PRICE_CHANGE_PERCENT_MAX = 500;

/** The longest `:slug` a product route accepts. */
export const PRODUCT_SLUG_PARAM_MAX = 100;
