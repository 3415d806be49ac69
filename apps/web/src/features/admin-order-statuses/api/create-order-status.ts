import { ORDER_STATUS_PATHS, type OrderStatus, type OrderStatusBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './order-status-keys';

export function createOrderStatus(body: OrderStatusBody): Promise<OrderStatus> {
  return api<OrderStatus>(ORDER_STATUS_PATHS.list, { method: 'POST', body });
}

export function useCreateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderStatusKeys.lists() }),
  });
}
