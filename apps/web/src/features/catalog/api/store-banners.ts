import { BANNER_PATHS, type BannerSection, type StoreBannersReply } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function storeBannersQuery(section: BannerSection) {
  return queryOptions({
    queryKey: [...catalogKeys.all, 'banners', section],
    queryFn: ({ signal }) => api<StoreBannersReply>(BANNER_PATHS.store, { query: { section }, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export const useStoreBanners = (section: BannerSection) => useQuery(storeBannersQuery(section));
