import { fillPath, MY_ORDER_MESSAGES_PATH, type MyOrderActionReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-queries';

/** POST /api/orders/{id}/messages: the shopper writes to the shop about their order (decision 107). */
export function useWriteToShop(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<MyOrderActionReply>(fillPath(MY_ORDER_MESSAGES_PATH, { id: orderId }), {
        method: 'POST',
        body: { text },
      }),
    onSuccess: ({ order }) => queryClient.setQueryData(orderKeys.one(order.id), order),
  });
}
