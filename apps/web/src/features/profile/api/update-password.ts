import { AUTH_PATHS, type MessageReply, type UpdatePasswordBody } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function updatePassword(body: UpdatePasswordBody): Promise<MessageReply> {
  return api<MessageReply>(AUTH_PATHS.password, { method: 'PUT', body });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
