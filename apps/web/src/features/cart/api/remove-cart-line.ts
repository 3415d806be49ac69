import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY, cartCall, useCartKey, useStoreCart } from '../../../lib/cart';
import { notifyError } from '../../../lib/notify';
import { cartLinePath } from './cart-paths';

/** DELETE /api/cart/items/:id; the reply is the reloaded cart. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  const { coin } = useCartKey();
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: (id: number) => cartCall(coin, cartLinePath(id), 'DELETE'),
    onSuccess: storeCart,
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });
}
