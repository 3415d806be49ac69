import {
  fillPath,
  STORE_REQUEST_PATHS,
  type StoreRequestBody,
  type StoreRequestListReply,
  type StoreRequestProductsReply,
  type StoreRequestReply,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The checkout of a reservation shares the `store-requests` key: ordering one refreshes this list too. */
const reservationsKey = ['store-requests'] as const;

export function useMyReservations(page: number) {
  return useQuery({
    queryKey: [...reservationsKey, 'mine', page],
    queryFn: ({ signal }) =>
      api<StoreRequestListReply>(STORE_REQUEST_PATHS.mine, { signal, query: { page, per_page: 10 } }),
    placeholderData: keepPreviousData,
  });
}

/** Wholesale products matching what the wholesaler typed (the server keeps the first twenty). */
export function useReservableProducts(search: string) {
  return useQuery({
    queryKey: [...reservationsKey, 'products', search],
    queryFn: ({ signal }) =>
      api<StoreRequestProductsReply>(STORE_REQUEST_PATHS.products, {
        signal,
        query: search ? { search } : undefined,
      }),
    select: (reply) => reply.data,
    placeholderData: keepPreviousData,
  });
}

function useReservationMutation<V>(mutationFn: (variables: V) => Promise<StoreRequestReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationsKey }),
  });
}

export const useCreateReservation = () =>
  useReservationMutation((body: StoreRequestBody) =>
    api<StoreRequestReply>(STORE_REQUEST_PATHS.mine, { method: 'POST', body }),
  );

export const useCancelReservation = () =>
  useReservationMutation((id: number) =>
    api<StoreRequestReply>(fillPath(STORE_REQUEST_PATHS.cancel, { id }), { method: 'POST' }),
  );
