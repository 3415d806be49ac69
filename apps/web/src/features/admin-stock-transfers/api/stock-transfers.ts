import {
  fillPath,
  type PointStockReply,
  STOCK_TRANSFER_PATHS,
  type StockTransfer,
  type StockTransferBody,
  type StockTransferListReply,
  type StockTransferReceiveBody,
  type StockTransferReply,
  type StockTransfersQuery,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const transfersKey = ['admin-stock-transfers'] as const;

export function useTransfers(query: StockTransfersQuery) {
  return useQuery({
    queryKey: [...transfersKey, 'list', query],
    queryFn: ({ signal }) => api<StockTransferListReply>(STOCK_TRANSFER_PATHS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTransfer(id: number) {
  return useQuery({
    queryKey: [...transfersKey, 'one', id],
    queryFn: ({ signal }) => api<StockTransfer>(fillPath(STOCK_TRANSFER_PATHS.one, { id }), { signal }),
  });
}

/** The points of sale and what each holds of the products matching `search`. */
export function usePointStock(search: string) {
  return useQuery({
    queryKey: [...transfersKey, 'stock', search],
    queryFn: ({ signal }) => api<PointStockReply>(STOCK_TRANSFER_PATHS.stock, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A move changes the transfers, what each point holds and the products' stock: all are asked for again. */
function useMove<V>(mutationFn: (variables: V) => Promise<StockTransferReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin-products'] });
      return queryClient.invalidateQueries({ queryKey: transfersKey });
    },
  });
}

export const useCreateTransfer = () =>
  useMove((body: StockTransferBody) =>
    api<StockTransferReply>(STOCK_TRANSFER_PATHS.list, { method: 'POST', body }),
  );

export const useSendTransfer = () =>
  useMove((id: number) =>
    api<StockTransferReply>(fillPath(STOCK_TRANSFER_PATHS.send, { id }), { method: 'POST' }),
  );

export const useCancelTransfer = () =>
  useMove((id: number) =>
    api<StockTransferReply>(fillPath(STOCK_TRANSFER_PATHS.cancel, { id }), { method: 'POST' }),
  );

export const useReceiveTransfer = () =>
  useMove(({ id, body }: { id: number; body: StockTransferReceiveBody }) =>
    api<StockTransferReply>(fillPath(STOCK_TRANSFER_PATHS.receive, { id }), { method: 'POST', body }),
  );
