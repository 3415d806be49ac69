import { fillPath, INVOICE_PATHS, type Invoice } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = (orderId: number) => ['admin-orders', 'invoice', orderId] as const;
const path = (orderId: number) => fillPath(INVOICE_PATHS.forOrder, { id: orderId });

/** The order's invoice, or null while it has none. */
export function useOrderInvoice(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: key(orderId),
    enabled,
    queryFn: ({ signal }) => api<Invoice | null>(path(orderId), { signal }),
  });
}

export function useIssueInvoice(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Invoice>(path(orderId), { method: 'POST' }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(key(orderId), invoice);
      return queryClient.invalidateQueries({ queryKey: ['admin-invoices'] });
    },
  });
}
