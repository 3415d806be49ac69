import type { Role, RoleBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';
import { roleKeys, rolePath } from './role-keys';

export interface UpdateRoleInput {
  id: number;
  body: RoleBody;
}

export function updateRole({ id, body }: UpdateRoleInput): Promise<Role> {
  return api<Role>(rolePath(id), { method: 'PUT', body });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: (_, { id }) => {
      // Editing one's own role changes what the menu and the guards must allow right away.
      const ownRole = queryClient.getQueryData(currentUserQuery.queryKey)?.role.id === id;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: roleKeys.all }),
        ownRole && queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]);
    },
  });
}
