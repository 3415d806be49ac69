import type { OrderStatus, OrderStatusBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderStatusApiPath, orderStatusKeys } from './order-status-keys';

export interface UpdateOrderStatusInput {
  id: number;
  body: OrderStatusBody;
}

export function updateOrderStatus({ id, body }: UpdateOrderStatusInput): Promise<OrderStatus> {
  return api<OrderStatus>(orderStatusApiPath(id), { method: 'PUT', body });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderStatusKeys.all }),
  });
}
