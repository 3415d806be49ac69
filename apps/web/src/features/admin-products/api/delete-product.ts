import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys, productPaths } from './product-keys';

export function deleteProduct(slug: string): Promise<void> {
  return api<void>(productPaths.one(slug), { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: (_, slug) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(slug) });
      return queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
}
