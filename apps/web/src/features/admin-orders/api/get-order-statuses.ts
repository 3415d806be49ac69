import type { Order, OrderStatusListReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys, adminOrderPaths } from './order-keys';

/**
 * What these screens read of an order status: the same fields an order carries about its own, its name as the reader
 * reads it (the catalogue's `label`: a fresh shop's statuses in the reader's language). The catalogue's items hold
 * more (the name as stored, the position), which the filter and the select do not need.
 */
export type OrderStatusOption = Order['status'];

/** Every status in the catalogue's own order: a shop has a handful, well under one page of 100. */
export function getOrderStatuses(signal?: AbortSignal): Promise<OrderStatusOption[]> {
  return api<OrderStatusListReply>(adminOrderPaths.statuses, { query: { per_page: 100 }, signal }).then(
    (reply) =>
      reply.data.map(({ id, label, color, is_final, role }) => ({ id, name: label, color, is_final, role })),
  );
}

export function useOrderStatuses(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminOrderKeys.statuses(),
    queryFn: ({ signal }) => getOrderStatuses(signal),
    staleTime: 5 * 60 * 1000,
    enabled: options.enabled ?? true,
  });
}
