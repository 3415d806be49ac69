import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys, categoryPath } from './category-keys';

export function deleteCategory(id: number): Promise<void> {
  return api<void>(categoryPath(id), { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: categoryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: categoryKeys.tree() });
    },
  });
}
