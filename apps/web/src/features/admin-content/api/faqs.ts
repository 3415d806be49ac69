import { CONTENT_PATHS, type Faq, type FaqBody, type FaqListQuery, type FaqListReply } from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contentKeys, faqPath } from './content-keys';

export function useFaqList(query: FaqListQuery) {
  return useQuery({
    queryKey: contentKeys.faqList(query),
    queryFn: ({ signal }) => api<FaqListReply>(CONTENT_PATHS.adminFaqs, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One dialog creates and edits: POST without an id, PUT with one. */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: FaqBody }) =>
      id === undefined
        ? api<Faq>(CONTENT_PATHS.adminFaqs, { method: 'POST', body })
        : api<Faq>(faqPath(id), { method: 'PUT', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['content'] });
      return queryClient.invalidateQueries({ queryKey: contentKeys.faqLists() });
    },
  });
}

export function useDeleteFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(faqPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['content'] });
      return queryClient.invalidateQueries({ queryKey: contentKeys.faqLists() });
    },
  });
}
