import type { Coin } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinKeys, coinPath } from './coin-keys';

export function getCoin(id: number, signal?: AbortSignal): Promise<Coin> {
  return api<Coin>(coinPath(id), { signal });
}

export function coinQueryOptions(id: number) {
  return queryOptions({
    queryKey: coinKeys.detail(id),
    queryFn: ({ signal }) => getCoin(id, signal),
  });
}

export function useCoin(id: number) {
  return useQuery(coinQueryOptions(id));
}
