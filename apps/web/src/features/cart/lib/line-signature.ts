import type { Cart } from '@shop/contracts';

/** Changes whenever the cart's lines or quantities do: a share link made before no longer matches it. */
export function lineSignature(cart: Cart): string {
  return cart.items.map((item) => `${item.id}:${item.quantity}`).join(',');
}
