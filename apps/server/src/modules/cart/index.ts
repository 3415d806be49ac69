export { emptyUserCart } from './cart.service';
export { cartItems, carts } from './cart.table';
export { CART_COOKIE } from './cart-cookie';
export { expireCartLines } from './cart-expiry';
export { checkQuantity, putLine } from './cart-lines';
export { findCart, lockCart } from './cart-owner';
export {
  type CartLine,
  cartLines,
  lineColumns,
  linesOfLink,
  linesView,
  priceOfLine,
  variationImages,
} from './cart-view';
export { fillDemoCart, seedDemoSavedLines } from './demo-cart';
export { linePrice } from './line-pricing';
