import type { ExchangeRate, ExchangeRateBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinOptionsKey, exchangeRateKeys, exchangeRatePath } from './exchange-rate-keys';

export interface UpdateExchangeRateInput {
  id: number;
  body: ExchangeRateBody;
}

export function updateExchangeRate({ id, body }: UpdateExchangeRateInput): Promise<ExchangeRate> {
  return api<ExchangeRate>(exchangeRatePath(id), { method: 'PUT', body });
}

export function useUpdateExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExchangeRate,
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeRateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: exchangeRateKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: [coinOptionsKey[0]] }),
      ]),
  });
}
