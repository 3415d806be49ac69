import { OFFER_PATHS, type StoreOffersReply } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

/** The offers running now and when each ends (/Offers). */
export function storeOffersQuery() {
  return queryOptions({
    queryKey: [...catalogKeys.all, 'offers'],
    queryFn: ({ signal }) => api<StoreOffersReply>(OFFER_PATHS.store, { signal }),
    staleTime: 60 * 1000,
  });
}

export const useStoreOffers = () => useQuery(storeOffersQuery());
