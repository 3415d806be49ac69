import type { OrderStatus } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderStatusApiPath, orderStatusKeys } from './order-status-keys';

export function getOrderStatus(id: number, signal?: AbortSignal): Promise<OrderStatus> {
  return api<OrderStatus>(orderStatusApiPath(id), { signal });
}

export function orderStatusQueryOptions(id: number) {
  return queryOptions({
    queryKey: orderStatusKeys.detail(id),
    queryFn: ({ signal }) => getOrderStatus(id, signal),
  });
}

export function useOrderStatus(id: number) {
  return useQuery(orderStatusQueryOptions(id));
}
