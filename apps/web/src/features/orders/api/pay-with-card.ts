import {
  fillPath,
  type MyOrderActionReply,
  type PayWithCardInput,
  SHOPPING_CARD_PATHS,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SHOPPING_CARDS_KEY } from '../../../lib/my-cards';
import { orderKeys } from './order-queries';

/** POST /api/orders/{id}/shopping-card-payment: the order comes back paid, or with what is still due. */
export function usePayWithCard(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayWithCardInput) =>
      api<MyOrderActionReply>(fillPath(SHOPPING_CARD_PATHS.payOrder, { id: orderId }), {
        method: 'POST',
        body,
      }),
    onSuccess: ({ order }) => queryClient.setQueryData(orderKeys.one(order.id), order),
    // A payment takes from a card's balance, and wrong PINs may lock it: the cards are read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOPPING_CARDS_KEY }),
  });
}
