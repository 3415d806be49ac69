import {
  type AdminStoreRequestsQuery,
  fillPath,
  STORE_REQUEST_PATHS,
  type StoreRequestListReply,
  type StoreRequestReply,
  type StoreRequestsApprovedReply,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const requestsKey = ['admin-store-requests'] as const;

export function useAdminStoreRequests(query: AdminStoreRequestsQuery) {
  return useQuery({
    queryKey: [...requestsKey, query],
    queryFn: ({ signal }) => api<StoreRequestListReply>(STORE_REQUEST_PATHS.adminList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A decision changes the list and what products have available: both are asked for again. */
function useDecision<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin-products'] });
      return queryClient.invalidateQueries({ queryKey: requestsKey });
    },
  });
}

export const useApproveStoreRequest = () =>
  useDecision((id: number) =>
    api<StoreRequestReply>(fillPath(STORE_REQUEST_PATHS.approve, { id }), { method: 'POST' }),
  );

export const useApproveStoreRequests = () =>
  useDecision((ids: number[]) =>
    api<StoreRequestsApprovedReply>(STORE_REQUEST_PATHS.approveMany, { method: 'POST', body: { ids } }),
  );

export const useRejectStoreRequest = () =>
  useDecision(({ id, reason }: { id: number; reason: string }) =>
    api<StoreRequestReply>(fillPath(STORE_REQUEST_PATHS.reject, { id }), {
      method: 'POST',
      body: { reason },
    }),
  );
