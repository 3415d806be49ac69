import { AUTH_PATHS, type MessageReply } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';

/** Sends the signed-in user a new verification link: asked from the sign-in's resend and from the profile. */
export function sendVerificationEmail(): Promise<MessageReply> {
  return api<MessageReply>(AUTH_PATHS.verificationNotification, { method: 'POST' });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
