import { fillPath, type MyOrderActionReply, ORDER_PATHS } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-queries';

/** POST /api/orders/{id}/receipts (multipart `file`): the order comes back with the new receipt. */
export function useSendReceipt(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api<MyOrderActionReply>(fillPath(ORDER_PATHS.receipts, { id: orderId }), {
        method: 'POST',
        body,
      });
    },
    onSuccess: ({ order }) => queryClient.setQueryData(orderKeys.one(order.id), order),
  });
}
