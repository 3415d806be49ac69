import type { AdminOrder } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys, adminOrderPaths } from './order-keys';

export function getAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrder> {
  return api<AdminOrder>(adminOrderPaths.one(id), { signal });
}

export function adminOrderQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: ({ signal }) => getAdminOrder(id, signal),
  });
}

export function useAdminOrder(id: number) {
  return useQuery(adminOrderQueryOptions(id));
}
