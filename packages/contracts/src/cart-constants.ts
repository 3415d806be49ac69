// The plain constants of `cart.ts`, without zod: the storefront's first load needs them, not the schemas.

/** The cart calls of SPEC §7, and the line routes beside them. */
export const CART_PATHS = {
  data: '/shop-cart-data',
  cart: '/cart',
  line: '/cart/items/:id',
  share: '/cart/share',
  shared: '/cart/shared/:encoded',
  importShared: '/cart/shared/:encoded',
} as const;

/** The largest quantity one line may ask for, whatever the stock: a typo of 1000000 is refused, not attempted. */
export const CART_QUANTITY_MAX = 10_000;
/** Lines per cart, so one cart cannot hold the whole catalogue. */
export const CART_LINES_MAX = 100;
