import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attributeKeys, termPath } from './attribute-keys';

export interface DeleteTermInput {
  attributeId: number;
  termId: number;
}

export function deleteTerm({ attributeId, termId }: DeleteTermInput): Promise<void> {
  return api<void>(termPath(attributeId, termId), { method: 'DELETE' });
}

export function useDeleteTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTerm,
    onSuccess: (_, { attributeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attributeKeys.detail(attributeId) }),
        queryClient.invalidateQueries({ queryKey: attributeKeys.lists() }),
      ]),
  });
}
