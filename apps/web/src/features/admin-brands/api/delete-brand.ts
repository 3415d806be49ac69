import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { brandKeys, brandPath } from './brand-keys';

export function deleteBrand(id: number): Promise<void> {
  return api<void>(brandPath(id), { method: 'DELETE' });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBrand,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.lists() }),
  });
}
