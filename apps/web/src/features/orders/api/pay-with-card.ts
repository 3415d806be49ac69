import {
  fillPath,
  type MyOrderActionReply,
  type PayWithCardInput,
  SHOPPING_CARD_PATHS,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
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
  });
}
