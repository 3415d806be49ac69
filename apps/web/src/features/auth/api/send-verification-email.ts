import { AUTH_PATHS } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageReply } from './message-reply';

export function sendVerificationEmail(): Promise<MessageReply> {
  return api<MessageReply>(AUTH_PATHS.verificationNotification, { method: 'POST' });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
