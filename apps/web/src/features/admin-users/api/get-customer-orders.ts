import { type CustomerOrdersReply, fillPath, REPORT_PATHS } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * A customer's orders at a glance. Kept under the orders' own key (`admin-orders`), so a change to any order (its
 * status, a payment) reads it anew.
 */
export function useCustomerOrders(id: number) {
  return useQuery({
    queryKey: ['admin-orders', 'customer', id],
    queryFn: ({ signal }) =>
      api<CustomerOrdersReply>(fillPath(REPORT_PATHS.customerOrders, { id }), { signal }),
  });
}
