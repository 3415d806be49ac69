import { AUTH_PATHS, type MessageReply, type ResetPasswordBody } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<MessageReply> {
  return api<MessageReply>(AUTH_PATHS.resetPassword, { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
