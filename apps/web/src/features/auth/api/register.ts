import { AUTH_PATHS, type CurrentUserReply, type RegisterBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeSignedInUser } from '../utils/store-signed-in-user';

/** Creates the account and signs it in: the reply (201) is the new current user. */
export function register(body: RegisterBody): Promise<CurrentUserReply> {
  return api<CurrentUserReply>(AUTH_PATHS.register, {
    method: 'POST',
    body,
    // Not signed in yet: a 401 here is this form's answer, not an expired session.
    skipAuthRedirect: true,
  });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => storeSignedInUser(queryClient, user),
  });
}
