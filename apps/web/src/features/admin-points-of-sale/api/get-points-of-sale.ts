import { POINT_OF_SALE_PATHS, type PointOfSaleListQuery, type PointOfSaleListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pointOfSaleKeys } from './point-of-sale-keys';

export function getPointsOfSale(
  query: PointOfSaleListQuery,
  signal?: AbortSignal,
): Promise<PointOfSaleListReply> {
  return api<PointOfSaleListReply>(POINT_OF_SALE_PATHS.list, { query, signal });
}

export function pointsOfSaleQueryOptions(query: PointOfSaleListQuery) {
  return queryOptions({
    queryKey: pointOfSaleKeys.list(query),
    queryFn: ({ signal }) => getPointsOfSale(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePointsOfSale(query: PointOfSaleListQuery) {
  return useQuery(pointsOfSaleQueryOptions(query));
}
