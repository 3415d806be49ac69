import { CATEGORY_PATHS, type Category, type CategoryBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

export function createCategory(body: CategoryBody): Promise<Category> {
  return api<Category>(CATEGORY_PATHS.list, { method: 'POST', body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.tree() }),
  });
}
