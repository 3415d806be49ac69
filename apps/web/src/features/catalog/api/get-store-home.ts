import { STOREFRONT_PATHS, type StorefrontHomeReply } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function getStoreHome(signal?: AbortSignal): Promise<StorefrontHomeReply> {
  return api<StorefrontHomeReply>(STOREFRONT_PATHS.home, { signal });
}

export const storeHomeQueryOptions = queryOptions({
  queryKey: catalogKeys.home(),
  queryFn: ({ signal }) => getStoreHome(signal),
});

export function useStoreHome() {
  return useQuery(storeHomeQueryOptions);
}
