import type { Category, CategoryBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys, categoryPath } from './category-keys';

export interface UpdateCategoryInput {
  id: number;
  body: CategoryBody;
}

export function updateCategory({ id, body }: UpdateCategoryInput): Promise<Category> {
  return api<Category>(categoryPath(id), { method: 'PUT', body });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    // A move changes the tree and the parent's name shown by other categories: the whole family reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
