import type { AdminUser, UpdateUserBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys, userPath } from './user-keys';

export interface UpdateUserInput {
  id: number;
  body: UpdateUserBody;
}

export function updateUser({ id, body }: UpdateUserInput): Promise<AdminUser> {
  return api<AdminUser>(userPath(id), { method: 'PUT', body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (_, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: userKeys.detail(id) }),
      ]),
  });
}
