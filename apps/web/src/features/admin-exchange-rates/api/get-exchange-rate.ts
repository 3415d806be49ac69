import type { ExchangeRate } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exchangeRateKeys, exchangeRatePath } from './exchange-rate-keys';

export function getExchangeRate(id: number, signal?: AbortSignal): Promise<ExchangeRate> {
  return api<ExchangeRate>(exchangeRatePath(id), { signal });
}

export function exchangeRateQueryOptions(id: number) {
  return queryOptions({
    queryKey: exchangeRateKeys.detail(id),
    queryFn: ({ signal }) => getExchangeRate(id, signal),
  });
}

export function useExchangeRate(id: number) {
  return useQuery(exchangeRateQueryOptions(id));
}
