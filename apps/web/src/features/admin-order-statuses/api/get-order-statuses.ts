import { ORDER_STATUS_PATHS, type OrderStatusListQuery, type OrderStatusListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderStatusKeys } from './order-status-keys';

export function getOrderStatuses(
  query: OrderStatusListQuery,
  signal?: AbortSignal,
): Promise<OrderStatusListReply> {
  return api<OrderStatusListReply>(ORDER_STATUS_PATHS.list, { query, signal });
}

export function orderStatusesQueryOptions(query: OrderStatusListQuery) {
  return queryOptions({
    queryKey: orderStatusKeys.list(query),
    queryFn: ({ signal }) => getOrderStatuses(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderStatuses(query: OrderStatusListQuery) {
  return useQuery(orderStatusesQueryOptions(query));
}
