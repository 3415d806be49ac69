import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderStatusApiPath, orderStatusKeys } from './order-status-keys';

export function deleteOrderStatus(id: number): Promise<void> {
  return api<void>(orderStatusApiPath(id), { method: 'DELETE' });
}

export function useDeleteOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrderStatus,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: orderStatusKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: orderStatusKeys.lists() });
    },
  });
}
