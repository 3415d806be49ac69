import {
  CONTACT_PATHS,
  type ContactListQuery,
  type ContactListReply,
  type ContactMessage,
  type ContactStatus,
  fillPath,
} from '@shop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const keys = {
  all: ['admin-contacts'] as const,
  list: (query: ContactListQuery) => [...keys.all, 'list', query] as const,
};

export function useContactMessages(query: ContactListQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => api<ContactListReply>(CONTACT_PATHS.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSetContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ContactStatus }) =>
      api<ContactMessage>(fillPath(CONTACT_PATHS.one, { id }), { method: 'PUT', body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
