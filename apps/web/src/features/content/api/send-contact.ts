import { CONTACT_PATHS, type ContactBody, type MessageReply } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const sendContact = (body: ContactBody) =>
  api<MessageReply>(CONTACT_PATHS.send, { method: 'POST', body });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
