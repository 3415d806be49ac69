import { AUTH_PATHS, type MessageReply, type RegisterBody } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Asks for the account (202). Nobody is signed in yet: the mailed link proves the address first, and the reply
 * is the same whether the address already had an account, so the form never tells who has one.
 */
export function register(body: RegisterBody): Promise<MessageReply> {
  return api<MessageReply>(AUTH_PATHS.register, { method: 'POST', body, skipAuthRedirect: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
