import { COIN_PATHS, type CoinListQuery, type CoinListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinKeys } from './coin-keys';

export function getCoins(query: CoinListQuery, signal?: AbortSignal): Promise<CoinListReply> {
  return api<CoinListReply>(COIN_PATHS.list, { query, signal });
}

export function coinsQueryOptions(query: CoinListQuery) {
  return queryOptions({
    queryKey: coinKeys.list(query),
    queryFn: ({ signal }) => getCoins(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCoins(query: CoinListQuery) {
  return useQuery(coinsQueryOptions(query));
}
