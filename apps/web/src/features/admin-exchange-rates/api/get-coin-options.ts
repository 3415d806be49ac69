import { COIN_PATHS, type CoinListReply, PER_PAGE_MAX } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinOptionsKey } from './exchange-rate-keys';

export function getCoinOptions(signal?: AbortSignal): Promise<CoinListReply> {
  return api<CoinListReply>(COIN_PATHS.list, {
    query: { per_page: PER_PAGE_MAX, sort: 'short_name' },
    signal,
  });
}

export const coinOptionsQueryOptions = queryOptions({
  queryKey: coinOptionsKey,
  queryFn: ({ signal }) => getCoinOptions(signal),
});

/** The coins a rate may be given for, as `Select` data: the base coin is always worth 1, so it has none. */
export function useCoinOptions() {
  return useQuery({
    ...coinOptionsQueryOptions,
    select: (reply) =>
      reply.data
        .filter((coin) => !coin.is_base)
        .map((coin) => ({ value: String(coin.id), label: `${coin.short_name} · ${coin.name}` })),
  });
}
