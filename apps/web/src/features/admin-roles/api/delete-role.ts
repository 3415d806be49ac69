import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleKeys, rolePath } from './role-keys';

export function deleteRole(id: number): Promise<void> {
  return api<void>(rolePath(id), { method: 'DELETE' });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
