import {
  fillPath,
  INVOICE_PATHS,
  type Invoice,
  type InvoiceBody,
  type InvoiceListQuery,
  type InvoiceListReply,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const invoiceKeys = {
  all: ['admin-invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.lists(), query] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};

export const INVOICES_SCREEN = '/admin/invoices';
/** The PDF is downloaded by the browser with the session cookie (a plain link). */
export const invoicePdfUrl = (id: number) => `/api${fillPath(INVOICE_PATHS.pdf, { id })}`;

export function useInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api<InvoiceListReply>(INVOICE_PATHS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api<Invoice>(fillPath(INVOICE_PATHS.one, { id }), { signal }),
  });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceBody) => api<Invoice>(INVOICE_PATHS.list, { method: 'POST', body }),
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      return queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}
