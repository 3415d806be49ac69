import type { OrderProfitReply } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys, adminOrderPaths } from './order-keys';

/**
 * What the order left the shop (decision 112). Under the order's own key, so whatever refreshes the order refreshes
 * it too; asked for only by a reader of the sold products report.
 */
export function useOrderProfit(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...adminOrderKeys.detail(orderId), 'profit'],
    enabled,
    queryFn: ({ signal }) => api<OrderProfitReply>(adminOrderPaths.profit(orderId), { signal }),
  });
}
