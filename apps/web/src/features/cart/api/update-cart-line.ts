import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY, cartCall, useCartKey, useStoreCart } from '../../../lib/cart';
import { cartLinePath } from './cart-paths';

export interface UpdateCartLineInput {
  id: number;
  quantity: number;
}

/** PUT /api/cart/items/:id; the reply is the reloaded cart. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  const { coin } = useCartKey();
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: ({ id, quantity }: UpdateCartLineInput) =>
      cartCall(coin, cartLinePath(id), 'PUT', { quantity }),
    onSuccess: storeCart,
    // A refusal may come from a line that expired or stock that others took: show the cart as it now is.
    onError: () => queryClient.invalidateQueries({ queryKey: CART_KEY }),
  });
}
