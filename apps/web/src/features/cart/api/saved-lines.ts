import { fillPath, SAVED_PATHS, type SavedLineMovedReply, type SavedLinesReply } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CART_KEY, coinQuery, useCartKey, useStoreCart } from '../../../lib/cart';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** Priced in the shopper's coin and worded in their language, as the cart: both are part of the key. */
const SAVED_KEY = ['saved-lines'] as const;

/** What the signed-in shopper saved for later (decision 105), the latest first. */
export function useSavedLines() {
  const { coin, locale } = useCartKey();
  return useQuery({
    queryKey: [...SAVED_KEY, coin, locale],
    queryFn: ({ signal }) => api<SavedLinesReply>(SAVED_PATHS.list, { signal, query: coinQuery(coin) }),
  });
}

/** A move between the cart and the saved lines: the reply's cart is shown, the saved lines read again. */
function useSavedMove<V>(call: (coin: string, variables: V) => Promise<SavedLineMovedReply>) {
  const queryClient = useQueryClient();
  const { coin } = useCartKey();
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: (variables: V) => call(coin, variables),
    onSuccess: async (reply) => {
      await storeCart(reply.cart);
      notifySuccess(reply.message);
      await queryClient.invalidateQueries({ queryKey: SAVED_KEY });
    },
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      void queryClient.invalidateQueries({ queryKey: SAVED_KEY });
    },
  });
}

/** "Guardar para después": the cart line leaves the cart (its units go back) for the saved lines. */
export const useSaveLine = () =>
  useSavedMove((coin, lineId: number) =>
    api<SavedLineMovedReply>(SAVED_PATHS.list, {
      method: 'POST',
      body: { line_id: lineId },
      query: coinQuery(coin),
    }),
  );

/** "Mover al carrito": back in the cart with its quantity, by the cart's rules. */
export const useMoveSavedToCart = () =>
  useSavedMove((coin, savedId: number) =>
    api<SavedLineMovedReply>(fillPath(SAVED_PATHS.toCart, { id: savedId }), {
      method: 'POST',
      query: coinQuery(coin),
    }),
  );

/** "Quitar": forgotten. */
export function useRemoveSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (savedId: number) =>
      api<{ message: string }>(fillPath(SAVED_PATHS.one, { id: savedId }), { method: 'DELETE' }),
    onSuccess: (reply) => {
      notifySuccess(reply.message);
      return queryClient.invalidateQueries({ queryKey: SAVED_KEY });
    },
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: SAVED_KEY });
    },
  });
}
