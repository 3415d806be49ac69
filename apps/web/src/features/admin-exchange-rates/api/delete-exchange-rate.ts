import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinOptionsKey, exchangeRateKeys, exchangeRatePath } from './exchange-rate-keys';

export function deleteExchangeRate(id: number): Promise<void> {
  return api<void>(exchangeRatePath(id), { method: 'DELETE' });
}

export function useDeleteExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExchangeRate,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: exchangeRateKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: exchangeRateKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [coinOptionsKey[0]] }),
      ]);
    },
  });
}
