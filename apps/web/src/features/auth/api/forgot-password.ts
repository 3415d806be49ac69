import { AUTH_PATHS, type ForgotPasswordBody, type MessageReply } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function forgotPassword(body: ForgotPasswordBody): Promise<MessageReply> {
  return api<MessageReply>(AUTH_PATHS.forgotPassword, { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
