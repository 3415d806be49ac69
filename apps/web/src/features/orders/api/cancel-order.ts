import { fillPath, type MyOrderActionReply, ORDER_PATHS } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-queries';

/** POST /api/orders/{id}/cancel: the order comes back cancelled, and the shopper's list of orders is read again. */
export function useCancelOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<MyOrderActionReply>(fillPath(ORDER_PATHS.cancel, { id: orderId }), { method: 'POST' }),
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderKeys.one(order.id), order);
      return queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'mine'] });
    },
    // Refused (staff took the order on meanwhile): the page reads the order again and the button goes.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) }),
  });
}
