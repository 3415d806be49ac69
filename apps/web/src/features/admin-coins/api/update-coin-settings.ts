import { COIN_PATHS, type CoinSettings } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinKeys } from './coin-keys';

export function updateCoinSettings(body: CoinSettings): Promise<CoinSettings> {
  return api<CoinSettings>(COIN_PATHS.settings, { method: 'PUT', body });
}

export function useUpdateCoinSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoinSettings,
    onSuccess: (settings) => queryClient.setQueryData(coinKeys.settings(), settings),
  });
}
