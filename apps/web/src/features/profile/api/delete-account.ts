import { AUTH_PATHS, type DeleteUserBody } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Deletes the signed-in account and ends its session (204). */
export function deleteAccount(body: DeleteUserBody): Promise<void> {
  return api<void>(AUTH_PATHS.deleteUser, { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
