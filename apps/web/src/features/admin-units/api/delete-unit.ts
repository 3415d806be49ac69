import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unitKeys, unitPath } from './unit-keys';

export function deleteUnit(id: number): Promise<void> {
  return api<void>(unitPath(id), { method: 'DELETE' });
}

export function useDeleteUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: unitKeys.lists() }),
  });
}
