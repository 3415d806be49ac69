import { AUTH_PATHS, type UpdatePasswordBody } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MessageReply } from './message-reply';

export function updatePassword(body: UpdatePasswordBody): Promise<MessageReply> {
  return api<MessageReply>(AUTH_PATHS.password, { method: 'PUT', body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
