import { type ListMeta, ORDER_STATUS_PATHS } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** What the inventory select needs of an order status. */
export interface OrderStatusOption {
  id: number;
  name: string;
}

/** Every status: a shop has a handful, well under one page of 100. */
export function useOrderStatusOptions(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.orderStatuses(),
    queryFn: ({ signal }) =>
      api<{ data: OrderStatusOption[]; meta: ListMeta }>(ORDER_STATUS_PATHS.list, {
        query: { per_page: 100 },
        signal,
      }).then((reply) => reply.data),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
