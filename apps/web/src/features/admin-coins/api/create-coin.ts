import { COIN_PATHS, type Coin, type CoinBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinKeys } from './coin-keys';

export function createCoin(body: CoinBody): Promise<Coin> {
  return api<Coin>(COIN_PATHS.list, { method: 'POST', body });
}

export function useCreateCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoin,
    // `all`: the coin pickers of other screens (exchange rates) live under the same prefix.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coinKeys.all }),
  });
}
