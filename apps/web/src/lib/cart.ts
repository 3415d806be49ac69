import { type AddToCartBody, CART_PATHS, type Cart } from '@shop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { showAddedToCart } from './cart-added-notice';
import { storedCoin, useCoin } from './coin';
import { useLocale } from './i18n';
import { notifyError } from './notify';
import { track } from './track';

/**
 * The cart is the shopper's own data: `dropUserData` (lib/session.ts) removes it at sign-out, and the sign-in
 * flow (features/auth `storeSignedInUser`) invalidates every query but the current user, so the cart is asked
 * for again at once; that first call after sign-in is where the server joins the visitor's cart to the user's.
 */
export const CART_KEY = ['cart'] as const;

/**
 * Amounts come formatted in the coin of the `coin` cookie and in the request's language, so both are part of the
 * key: switching either shows the cart as the server words it for them. `coin` is the cookie's raw value (empty:
 * none chosen, the server's base coin), sent explicitly so that the reply always matches its key.
 */
export function cartQueryKey(coin: string, locale: string) {
  return [...CART_KEY, coin, locale] as const;
}

/** `?coin=` for every cart call: the server prefers it to the cookie, so a reply is in the coin it is kept for. */
export function coinQuery(coin: string) {
  return coin ? { coin } : undefined;
}

export function getCart(coin: string, signal?: AbortSignal): Promise<Cart> {
  // The header's badge lives on every screen: a navigation must not abort its load.
  return api<Cart>(CART_PATHS.data, { signal, query: coinQuery(coin), keepOnNavigation: true });
}

export function cartQuery(coin: string, locale: string) {
  return queryOptions({
    queryKey: cartQueryKey(coin, locale),
    queryFn: ({ signal }) => getCart(coin, signal),
  });
}

/** The key of the cart as this screen shows it; re-renders when the shopper picks another coin or language. */
export function useCartKey() {
  // useCoin subscribes to the coin cookie; storedCoin then reads the value it re-rendered for.
  useCoin();
  const coin = storedCoin() ?? '';
  const locale = useLocale();
  return { coin, locale };
}

/** SPEC §3 Cart: loading, then the cart (empty or loaded). */
export function useCart() {
  const { coin, locale } = useCartKey();
  return useQuery(cartQuery(coin, locale));
}

/**
 * Every cart call answers with the whole cart as it now is (SPEC §4: after a change the cart is reloaded): the
 * reply replaces the shown cart, and the copies kept for other coins or languages become stale.
 */
export function useStoreCart() {
  const queryClient = useQueryClient();
  const { coin, locale } = useCartKey();
  return useCallback(
    async (cart: Cart) => {
      const key = cartQueryKey(coin, locale);
      // A read in flight started before the change would overwrite the newer reply.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, cart);
      await queryClient.invalidateQueries({
        queryKey: CART_KEY,
        predicate: (query) => query.queryKey[1] !== coin || query.queryKey[2] !== locale,
        refetchType: 'none',
      });
    },
    [queryClient, coin, locale],
  );
}

/** The cart calls other than the read, each answered by the cart; `coin` as in `cartQuery`. */
export function cartCall(
  coin: string,
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<Cart> {
  return api<Cart>(path, { method, body, query: coinQuery(coin) });
}

export type AddToCartInput = Omit<AddToCartBody, 'mode'> & Partial<Pick<AddToCartBody, 'mode'>>;

/**
 * Adds a product (or one of its variations) to the cart, shows the reloaded cart everywhere and says so with a
 * link to the cart. A refusal (no availability, quantity not allowed...) is shown in the server's words.
 */
export function useAddToCart() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { coin } = useCartKey();
  const storeCart = useStoreCart();
  return useMutation({
    mutationFn: (body: AddToCartInput) => cartCall(coin, CART_PATHS.cart, 'POST', body),
    onSuccess: async (cart, body) => {
      if (body.mode !== 'set')
        track({ type: 'cart_add', product_id: body.product_id, quantity: body.quantity });
      await storeCart(cart);
      void showAddedToCart(t('cart.added'), t('cart.view'), () => void navigate('/Cart'));
    },
    onError: notifyError,
  });
}
