import {
  EXCHANGE_RATE_PATHS,
  type ExchangeRateBatchBody,
  type ExchangeRateBatchReply,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinOptionsKey, exchangeRateKeys } from './exchange-rate-keys';

/** All the rows are saved, or none: a refusal names the row's field (`rows.3.rate`). */
export function createExchangeRateBatch(body: ExchangeRateBatchBody): Promise<ExchangeRateBatchReply> {
  return api<ExchangeRateBatchReply>(EXCHANGE_RATE_PATHS.batch, { method: 'POST', body });
}

export function useCreateExchangeRateBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExchangeRateBatch,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeRateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [coinOptionsKey[0]] }),
      ]),
  });
}
