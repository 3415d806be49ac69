import {
  type Beneficiary,
  type BeneficiaryBody,
  fillPath,
  IDEMPOTENCY_HEADER,
  LIST_SEARCH_MAX,
  ORDER_PATHS,
  type Order,
  type PickupPointsReply,
  pickupLinesParam,
  STAFF_ORDER_PATHS,
  type StaffOrderBody,
  type StaffOrderCustomersReply,
  type StaffOrderDraft,
  type StaffOrderLine,
  type StaffOrderProductsReply,
  type StaffOrderQuoteBody,
  type StaffOrderQuoteReply,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { randomKey } from '../../../lib/random-key';
import { textLength } from '../../../lib/text-length';
import { adminOrderKeys } from './order-keys';

const newOrderKeys = {
  all: [...adminOrderKeys.all, 'new'] as const,
  customers: (search: string) => [...newOrderKeys.all, 'customers', search] as const,
  products: (customerId: number, search: string) =>
    [...newOrderKeys.all, 'products', customerId, search] as const,
  quote: (body: StaffOrderQuoteBody | null) => [...newOrderKeys.all, 'quote', body] as const,
  pickup: (lines: string) => [...newOrderKeys.all, 'pickup', lines] as const,
  draft: (orderId: number) => [...newOrderKeys.all, 'draft', orderId] as const,
};

/** Words longer than a search reads find nothing: they are not asked for (the API would refuse them). */
const searchable = (search: string) => textLength(search) <= LIST_SEARCH_MAX;

/** An order's customer and lines as a new order to take ("Repetir pedido"), at today's prices. */
export function useOrderDraft(orderId: number | null) {
  return useQuery({
    queryKey: newOrderKeys.draft(orderId ?? 0),
    queryFn: ({ signal }) =>
      api<StaffOrderDraft>(fillPath(STAFF_ORDER_PATHS.draft, { id: orderId ?? 0 }), { signal }),
    enabled: orderId !== null,
    // Read once when the screen opens: what staff change afterwards is theirs.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The one customer a link names (`?customer=` from their page), with their address book; none if not orderable. */
export function useOrderCustomer(customerId: number | null) {
  return useQuery({
    queryKey: [...newOrderKeys.all, 'customer', customerId ?? 0],
    queryFn: ({ signal }) =>
      api<StaffOrderCustomersReply>(STAFF_ORDER_PATHS.customers, {
        signal,
        query: { customer_id: customerId },
      }),
    enabled: customerId !== null,
    // Read once when the screen opens: who staff choose afterwards is theirs.
    staleTime: Number.POSITIVE_INFINITY,
    select: (reply) => reply.data[0] ?? null,
  });
}

/** Customers whose name, e-mail or address book's phone has the words typed, each with their address book. */
export function useOrderCustomers(search: string) {
  return useQuery({
    queryKey: newOrderKeys.customers(search),
    queryFn: ({ signal }) =>
      api<StaffOrderCustomersReply>(STAFF_ORDER_PATHS.customers, { signal, query: { search } }),
    enabled: search !== '' && searchable(search),
    placeholderData: keepPreviousData,
    select: (reply) => reply.data,
  });
}

/** Products on sale the customer may buy, at their price: the first twenty by name, or those the search finds. */
export function useOrderProducts(customerId: number | null, search: string) {
  return useQuery({
    queryKey: newOrderKeys.products(customerId ?? 0, search),
    queryFn: ({ signal }) =>
      api<StaffOrderProductsReply>(STAFF_ORDER_PATHS.products, {
        signal,
        query: { customer_id: customerId, search: search || undefined },
      }),
    enabled: customerId !== null && searchable(search),
    placeholderData: keepPreviousData,
    select: (reply) => reply.data,
  });
}

/** The pickup points holding every unit of the lines (decision 032); asked again when the lines change. */
export function useOrderPickupPoints(lines: readonly StaffOrderLine[]) {
  const param = pickupLinesParam(lines.map((line) => ({ ...line, variation_id: line.variation_id ?? null })));
  return useQuery({
    queryKey: newOrderKeys.pickup(param),
    queryFn: ({ signal }) =>
      api<PickupPointsReply>(ORDER_PATHS.pickupPoints, { signal, query: { lines: param } }),
    enabled: param !== '',
    select: (reply) => reply.data,
  });
}

/** What the order would cost, lines priced for the customer; asked once the choice is complete. */
export function useStaffOrderQuote(body: StaffOrderQuoteBody | null) {
  return useQuery({
    queryKey: newOrderKeys.quote(body),
    queryFn: () => api<StaffOrderQuoteReply>(STAFF_ORDER_PATHS.quote, { method: 'POST', body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Places the order with an Idempotency-Key made once per visit of the screen: a double click or a retried call gets
 * the same order back, never a second one.
 */
export function usePlaceStaffOrder() {
  const queryClient = useQueryClient();
  const [key] = useState(randomKey);
  return useMutation({
    mutationFn: (body: StaffOrderBody) =>
      api<Order>(STAFF_ORDER_PATHS.create, {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
        idempotent: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

/** Adds an address to the customer's own address book (the address book's rules), for the order being taken. */
export function useAddCustomerAddress(customerId: number) {
  return useMutation({
    mutationFn: (body: BeneficiaryBody) =>
      api<Beneficiary>(fillPath(STAFF_ORDER_PATHS.beneficiaries, { id: customerId }), {
        method: 'POST',
        body,
      }),
  });
}
