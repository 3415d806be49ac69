import type { ExchangeRateListQuery } from '@shop/contracts';
import { EXCHANGE_RATE_PATHS, fillPath } from '@shop/contracts';

/** Query keys of the exchange rates, from the widest to the narrowest, so one call can invalidate a family. */
export const exchangeRateKeys = {
  all: ['admin-exchange-rates'] as const,
  lists: () => [...exchangeRateKeys.all, 'list'] as const,
  list: (query: ExchangeRateListQuery) => [...exchangeRateKeys.lists(), query] as const,
  details: () => [...exchangeRateKeys.all, 'detail'] as const,
  detail: (id: number) => [...exchangeRateKeys.details(), id] as const,
};

/**
 * The coin picker lives under the coins feature's prefix on purpose: every coin change invalidates
 * `['admin-coins']`, and a new rate changes the coins' "rate of today".
 */
export const coinOptionsKey = ['admin-coins', 'options'] as const;

export function exchangeRatePath(id: number): string {
  return fillPath(EXCHANGE_RATE_PATHS.one, { id });
}
