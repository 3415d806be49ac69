import { ORDER_STATUS_PATHS, type OrderStatusListReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

/** Every status: a shop has a handful, well under one page of 100. */
export function useOrderStatusOptions(enabled: boolean) {
  return useQuery({
    queryKey: settingsKeys.orderStatuses(),
    queryFn: ({ signal }) =>
      api<OrderStatusListReply>(ORDER_STATUS_PATHS.list, {
        query: { per_page: 100 },
        signal,
      }).then((reply) => reply.data),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
}
