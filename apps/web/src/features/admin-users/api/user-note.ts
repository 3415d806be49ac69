import { fillPath, USER_PATHS, type UserNote, type UserNoteReply } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

const noteKey = (id: number) => [...userKeys.detail(id), 'note'] as const;

/** What staff keep in mind about the person (decision 104). */
export function useUserNote(id: number) {
  return useQuery({
    queryKey: noteKey(id),
    queryFn: ({ signal }) => api<UserNote>(fillPath(USER_PATHS.note, { id }), { signal }),
  });
}

/** Saves it; their orders' pages (the `admin-orders` family) show it anew. */
export function useSaveUserNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<UserNoteReply>(fillPath(USER_PATHS.note, { id }), { method: 'PUT', body: { text } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(noteKey(id), reply.note);
      return queryClient.invalidateQueries({ queryKey: ['admin-orders'] });
    },
  });
}
