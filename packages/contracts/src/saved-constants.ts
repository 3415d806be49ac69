// The plain constants of the saved lines (decision 105), apart from `cart-constants.ts`: that module is in every
// storefront page's first load, these only in the cart's.

/**
 * What a signed-in shopper keeps to buy later (decision 105): GET the list, POST `{ line_id }` to move a cart line
 * there; POST `toCart` puts one back in the cart, DELETE `one` forgets it.
 */
export const SAVED_PATHS = {
  list: '/cart/saved',
  one: '/cart/saved/:id',
  toCart: '/cart/saved/:id/cart',
} as const;
/** Saved lines per shopper: a list to come back to, not a second catalogue. */
export const SAVED_LINES_MAX = 100;
