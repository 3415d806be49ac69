import { type AdminOrderListReply, type AdminOrdersQuery, ORDER_PATHS } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './order-keys';

export function getAdminOrders(query: AdminOrdersQuery, signal?: AbortSignal): Promise<AdminOrderListReply> {
  return api<AdminOrderListReply>(ORDER_PATHS.adminList, { query, signal });
}

export function adminOrdersQueryOptions(query: AdminOrdersQuery) {
  return queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => getAdminOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrders(query: AdminOrdersQuery) {
  return useQuery(adminOrdersQueryOptions(query));
}
