import { EXCHANGE_RATE_PATHS, type ExchangeRateListQuery, type ExchangeRateListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { exchangeRateKeys } from './exchange-rate-keys';

export function getExchangeRates(
  query: ExchangeRateListQuery,
  signal?: AbortSignal,
): Promise<ExchangeRateListReply> {
  return api<ExchangeRateListReply>(EXCHANGE_RATE_PATHS.list, { query, signal });
}

export function exchangeRatesQueryOptions(query: ExchangeRateListQuery) {
  return queryOptions({
    queryKey: exchangeRateKeys.list(query),
    queryFn: ({ signal }) => getExchangeRates(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useExchangeRates(query: ExchangeRateListQuery) {
  return useQuery(exchangeRatesQueryOptions(query));
}
