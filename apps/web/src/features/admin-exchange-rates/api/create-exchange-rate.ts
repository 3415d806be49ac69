import { EXCHANGE_RATE_PATHS, type ExchangeRate, type ExchangeRateBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinOptionsKey, exchangeRateKeys } from './exchange-rate-keys';

export function createExchangeRate(body: ExchangeRateBody): Promise<ExchangeRate> {
  return api<ExchangeRate>(EXCHANGE_RATE_PATHS.list, { method: 'POST', body });
}

export function useCreateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExchangeRate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeRateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [coinOptionsKey[0]] }),
      ]),
  });
}
