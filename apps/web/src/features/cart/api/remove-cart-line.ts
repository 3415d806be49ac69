import { CART_PATHS, type CartItem } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CART_KEY, cartCall, useCartKey, useStoreCart } from '../../../lib/cart';
import { notifyError } from '../../../lib/notify';
import { showRemovedLine } from '../components/removed-line-notice';
import { cartLinePath } from './cart-paths';

/**
 * DELETE /api/cart/items/:id; the reply is the reloaded cart. The notice that follows offers to put the line back
 * as it was (its product, variation and quantity, at today's price and availability: its units were given back).
 */
export function useRemoveCartLine() {
  const { t } = useTranslation('cart');
  const queryClient = useQueryClient();
  const { coin } = useCartKey();
  const storeCart = useStoreCart();
  const putBack = (item: CartItem) =>
    cartCall(coin, CART_PATHS.cart, 'POST', {
      product_id: item.product_id,
      variation_id: item.variation_id,
      quantity: item.quantity,
      mode: 'set',
    }).then(storeCart, notifyError);
  return useMutation({
    mutationFn: (item: CartItem) => cartCall(coin, cartLinePath(item.id), 'DELETE'),
    onSuccess: async (cart, item) => {
      await storeCart(cart);
      void showRemovedLine(
        t('line.removed', { name: item.variant ? `${item.name} (${item.variant})` : item.name }),
        t('line.undo'),
        () => void putBack(item),
      );
    },
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });
}
