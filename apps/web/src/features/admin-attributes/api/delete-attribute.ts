import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { attributeKeys, attributePath } from './attribute-keys';

export function deleteAttribute(id: number): Promise<void> {
  return api<void>(attributePath(id), { method: 'DELETE' });
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttribute,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: attributeKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: attributeKeys.lists() });
    },
  });
}
