import { CART_PATHS, type ShareCartReply } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';

/** POST /api/cart/share: a link carrying the cart's lines, which anyone can open to add them to their own cart. */
export function useShareCart() {
  return useMutation({
    mutationFn: () => api<ShareCartReply>(CART_PATHS.share, { method: 'POST' }),
    onError: notifyError,
  });
}
