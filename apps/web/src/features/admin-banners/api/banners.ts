import {
  BANNER_PATHS,
  type Banner,
  type BannerBody,
  type BannerImageKind,
  type BannerListQuery,
  type BannerListReply,
  fillPath,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bannerKeys = {
  all: ['admin-banners'] as const,
  lists: () => [...bannerKeys.all, 'list'] as const,
  list: (query: BannerListQuery) => [...bannerKeys.lists(), query] as const,
  detail: (id: number) => [...bannerKeys.all, 'detail', id] as const,
};

export const BANNERS_SCREEN = '/admin/banners';
const bannerPath = (id: number) => fillPath(BANNER_PATHS.one, { id });

export function useBanners(query: BannerListQuery) {
  return useQuery({
    queryKey: bannerKeys.list(query),
    queryFn: ({ signal }) => api<BannerListReply>(BANNER_PATHS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBanner(id: number) {
  return useQuery({
    queryKey: bannerKeys.detail(id),
    queryFn: ({ signal }) => api<Banner>(bannerPath(id), { signal }),
  });
}

/** Every change also drops the storefront's copy of the banners. */
function useBannerMutation<I>(mutationFn: (input: I) => Promise<Banner>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (banner) => {
      queryClient.setQueryData(bannerKeys.detail(banner.id), banner);
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'banners'] });
      return queryClient.invalidateQueries({ queryKey: bannerKeys.lists() });
    },
  });
}

export const useSaveBanner = () =>
  useBannerMutation(({ id, body }: { id?: number; body: BannerBody }) =>
    id === undefined
      ? api<Banner>(BANNER_PATHS.list, { method: 'POST', body })
      : api<Banner>(bannerPath(id), { method: 'PUT', body }),
  );

export const useUploadBannerImage = () =>
  useBannerMutation(({ id, kind, file }: { id: number; kind: BannerImageKind; file: File }) => {
    const body = new FormData();
    body.append('image', file);
    return api<Banner>(fillPath(BANNER_PATHS.image, { id, kind }), { method: 'POST', body });
  });

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(bannerPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'banners'] });
      return queryClient.invalidateQueries({ queryKey: bannerKeys.lists() });
    },
  });
}
