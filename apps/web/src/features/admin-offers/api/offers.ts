import {
  BRAND_PATHS,
  fillPath,
  OFFER_PATHS,
  type Offer,
  type OfferBody,
  type OfferListQuery,
  type OfferListReply,
  type StorefrontBrand,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentIndexQuery } from '../../../lib/content-index';

export const offerKeys = {
  all: ['admin-offers'] as const,
  lists: () => [...offerKeys.all, 'list'] as const,
  list: (query: OfferListQuery) => [...offerKeys.lists(), query] as const,
  detail: (id: number) => [...offerKeys.all, 'detail', id] as const,
};

export const OFFERS_SCREEN = '/admin/offers';
const offerPath = (id: number) => fillPath(OFFER_PATHS.one, { id });

export function useOffers(query: OfferListQuery) {
  return useQuery({
    queryKey: offerKeys.list(query),
    queryFn: ({ signal }) => api<OfferListReply>(OFFER_PATHS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOffer(id: number) {
  return useQuery({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => api<Offer>(offerPath(id), { signal }),
  });
}

/**
 * An offer changes what the storefront charges: its product lists and pages are read afresh, and its content index,
 * which says whether the storefront links to its offers.
 */
function forgetPrices(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ['catalog'] });
  void queryClient.invalidateQueries({ queryKey: contentIndexQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: ['admin-products'] });
  return queryClient.invalidateQueries({ queryKey: offerKeys.lists() });
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: OfferBody }) =>
      id === undefined
        ? api<Offer>(OFFER_PATHS.list, { method: 'POST', body })
        : api<Offer>(offerPath(id), { method: 'PUT', body }),
    onSuccess: (offer) => {
      queryClient.setQueryData(offerKeys.detail(offer.id), offer);
      return forgetPrices(queryClient);
    },
  });
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(offerPath(id), { method: 'DELETE' }),
    onSuccess: () => forgetPrices(queryClient),
  });
}

/** The active brands an offer may name (the storefront's list: an offer on a hidden brand would price nothing). */
export function useBrandChoices() {
  return useQuery({
    queryKey: ['admin-offers', 'brands'],
    queryFn: ({ signal }) => api<StorefrontBrand[]>(BRAND_PATHS.storefront, { signal }),
    staleTime: 60_000,
  });
}
