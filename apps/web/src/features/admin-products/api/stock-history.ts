import type {
  StockAdjustmentBody,
  StockAdjustmentReply,
  StockMovementListQuery,
  StockMovementListReply,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys, productPaths } from './product-keys';

/** One page of a product's stock ledger, newest first. */
export function useStockMovements(slug: string, query: StockMovementListQuery) {
  return useQuery({
    queryKey: productKeys.movements(slug, query),
    queryFn: ({ signal }) =>
      api<StockMovementListReply>(productPaths.movements(slug), { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AdjustStockInput {
  slug: string;
  body: StockAdjustmentBody;
}

/** Receives, removes or counts units with a note; the product and its history are read again afterwards. */
export function useAdjustStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, body }: AdjustStockInput) =>
      api<StockAdjustmentReply>(productPaths.stock(slug), { method: 'POST', body }),
    onSuccess: (_reply, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.detail(slug) }),
        queryClient.invalidateQueries({ queryKey: productKeys.movements(slug) }),
      ]),
  });
}
