import type { ImportSharedCartReply, SharedCartPreview } from '@shop/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCartKey, useStoreCart } from '../../../lib/cart';
import { useLocale } from '../../../lib/i18n';
import { useRetryOnMount } from '../../../lib/refusal-on-mount';
import { sharedCartPath } from './cart-paths';

/** The lines a share link holds; each line's `problem` is in the request's language, hence the locale. */
export function sharedCartQuery(encoded: string, locale: string) {
  return queryOptions({
    queryKey: ['shared-cart', encoded, locale] as const,
    queryFn: ({ signal }) => api<SharedCartPreview>(sharedCartPath(encoded), { signal }),
  });
}

export function useSharedCartPreview(encoded: string) {
  const query = sharedCartQuery(encoded, useLocale());
  // A link the server's render found broken hydrates with its reason: asking again answers the same.
  return useQuery({ ...query, retryOnMount: useRetryOnMount(query.queryKey) });
}

/** Adds a share link's lines to the shopper's cart; says what was added and why the rest was not. */
export function useImportSharedCart(encoded: string) {
  const { coin } = useCartKey();
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: () =>
      api<ImportSharedCartReply>(sharedCartPath(encoded), {
        method: 'POST',
        query: coin ? { coin } : undefined,
      }),
    onSuccess: (reply) => storeCart(reply.cart),
  });
}
