import type { Coin, CoinBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinKeys, coinPath } from './coin-keys';

export interface UpdateCoinInput {
  id: number;
  body: CoinBody;
}

export function updateCoin({ id, body }: UpdateCoinInput): Promise<Coin> {
  return api<Coin>(coinPath(id), { method: 'PUT', body });
}

export function useUpdateCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoin,
    // `all`: the detail, the lists and the coin pickers of other screens (exchange rates).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coinKeys.all }),
  });
}
