import { CART_PATHS } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { cartCall, useCartKey, useStoreCart } from '../../../lib/cart';

/** DELETE /api/cart: every line goes, and their units are available to others again. */
export function useClearCart() {
  const { coin } = useCartKey();
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: () => cartCall(coin, CART_PATHS.cart, 'DELETE'),
    onSuccess: storeCart,
  });
}
