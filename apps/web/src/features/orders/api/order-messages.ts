import {
  fillPath,
  MY_ORDER_MESSAGES_PATH,
  MY_ORDER_MESSAGES_READ_PATH,
  type MyOrderActionReply,
  type OrderMessagesReadReply,
} from '@shop/contracts';
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

/**
 * POST /api/orders/{id}/messages/read: the shopper's order page shows the shop's new messages (decision 109). The
 * order keeps saying which were new while the page is open; the list of orders stops counting them.
 */
export function useMarkMessagesRead(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<OrderMessagesReadReply>(fillPath(MY_ORDER_MESSAGES_READ_PATH, { id: orderId }), { method: 'POST' }),
    onSuccess: ({ read }) =>
      read > 0 ? queryClient.invalidateQueries({ queryKey: orderKeys.mineAll() }) : undefined,
  });
}
