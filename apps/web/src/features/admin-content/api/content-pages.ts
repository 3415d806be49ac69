import {
  CONTENT_PATHS,
  type ContentPage,
  type ContentPageBody,
  type ContentPageListQuery,
  type ContentPageListReply,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys, contentPagePath } from './content-keys';

export function useContentPages(query: ContentPageListQuery) {
  return useQuery({
    queryKey: contentKeys.pageList(query),
    queryFn: ({ signal }) => api<ContentPageListReply>(CONTENT_PATHS.adminPages, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useContentPage(id: number) {
  return useQuery({
    queryKey: contentKeys.page(id),
    queryFn: ({ signal }) => api<ContentPage>(contentPagePath(id), { signal }),
  });
}

/** POST without an id, PUT with one. The storefront's copies of the pages are dropped too. */
export function useSaveContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ContentPageBody }) =>
      id === undefined
        ? api<ContentPage>(CONTENT_PATHS.adminPages, { method: 'POST', body })
        : api<ContentPage>(contentPagePath(id), { method: 'PUT', body }),
    onSuccess: (page) => {
      queryClient.setQueryData(contentKeys.page(page.id), page);
      void queryClient.invalidateQueries({ queryKey: ['content'] });
      return queryClient.invalidateQueries({ queryKey: contentKeys.pageLists() });
    },
  });
}

export function useDeleteContentPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(contentPagePath(id), { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: contentKeys.page(id) });
      void queryClient.invalidateQueries({ queryKey: ['content'] });
      return queryClient.invalidateQueries({ queryKey: contentKeys.pageLists() });
    },
  });
}
