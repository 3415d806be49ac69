import { POINT_OF_SALE_PATHS, type PointOfSale, type PointOfSaleBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pointOfSaleKeys } from './point-of-sale-keys';

export function createPointOfSale(body: PointOfSaleBody): Promise<PointOfSale> {
  return api<PointOfSale>(POINT_OF_SALE_PATHS.list, { method: 'POST', body });
}

export function useCreatePointOfSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPointOfSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointOfSaleKeys.lists() }),
  });
}
