import { ROLE_PATHS, type Role, type RoleBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

export function createRole(body: RoleBody): Promise<Role> {
  return api<Role>(ROLE_PATHS.list, { method: 'POST', body });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
