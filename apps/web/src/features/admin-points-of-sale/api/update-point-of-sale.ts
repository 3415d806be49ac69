import type { PointOfSale, PointOfSaleBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pointOfSaleApiPath, pointOfSaleKeys } from './point-of-sale-keys';

export interface UpdatePointOfSaleInput {
  id: number;
  body: PointOfSaleBody;
}

export function updatePointOfSale({ id, body }: UpdatePointOfSaleInput): Promise<PointOfSale> {
  return api<PointOfSale>(pointOfSaleApiPath(id), { method: 'PUT', body });
}

export function useUpdatePointOfSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePointOfSale,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointOfSaleKeys.all }),
  });
}
