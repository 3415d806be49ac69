import { COIN_PATHS, type CoinSettings } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinKeys } from './coin-keys';

export function getCoinSettings(signal?: AbortSignal): Promise<CoinSettings> {
  return api<CoinSettings>(COIN_PATHS.settings, { signal });
}

export const coinSettingsQueryOptions = queryOptions({
  queryKey: coinKeys.settings(),
  queryFn: ({ signal }) => getCoinSettings(signal),
});

/** Only asked for when the user may read the shop's settings (the server's rule for this document). */
export function useCoinSettings(enabled: boolean) {
  return useQuery({ ...coinSettingsQueryOptions, enabled });
}
