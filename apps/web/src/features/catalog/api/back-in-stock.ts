import { fillPath, type MessageReply, STOREFRONT_PATHS } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** "Tell me when it is back" for a sold-out product. */
export const useBackInStock = (slug: string) =>
  useMutation({
    mutationFn: (email: string) =>
      api<MessageReply>(fillPath(STOREFRONT_PATHS.notifyAvailable, { slug }), {
        method: 'POST',
        body: { email },
      }),
  });
