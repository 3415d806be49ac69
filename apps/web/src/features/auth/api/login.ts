import { AUTH_PATHS, type LoginBody, type LoginReply } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, authToken } from '../../../lib/api-client';
import { storeSignedInUser } from '../utils/store-signed-in-user';

export function login(body: LoginBody): Promise<LoginReply> {
  return api<LoginReply>(AUTH_PATHS.login, {
    method: 'POST',
    body,
    // Not signed in yet: a 401 here is this form's answer, not an expired session.
    skipAuthRedirect: true,
  });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => {
      if (reply.token) authToken.set(reply.token);
      storeSignedInUser(queryClient, reply.user);
    },
  });
}
