import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pointOfSaleApiPath, pointOfSaleKeys } from './point-of-sale-keys';

export function deletePointOfSale(id: number): Promise<void> {
  return api<void>(pointOfSaleApiPath(id), { method: 'DELETE' });
}

export function useDeletePointOfSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePointOfSale,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: pointOfSaleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: pointOfSaleKeys.lists() });
    },
  });
}
