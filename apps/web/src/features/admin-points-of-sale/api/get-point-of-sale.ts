import type { PointOfSale } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pointOfSaleApiPath, pointOfSaleKeys } from './point-of-sale-keys';

export function getPointOfSale(id: number, signal?: AbortSignal): Promise<PointOfSale> {
  return api<PointOfSale>(pointOfSaleApiPath(id), { signal });
}

export function pointOfSaleQueryOptions(id: number) {
  return queryOptions({
    queryKey: pointOfSaleKeys.detail(id),
    queryFn: ({ signal }) => getPointOfSale(id, signal),
  });
}

export function usePointOfSale(id: number) {
  return useQuery(pointOfSaleQueryOptions(id));
}
