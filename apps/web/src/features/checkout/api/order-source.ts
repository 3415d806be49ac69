import { type Cart, fillPath, ORDER_PATHS, STORE_REQUEST_PATHS } from '@shop/contracts';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCart } from '../../../lib/cart';
import { useCoin } from '../../../lib/coin';
import { useLocale } from '../../../lib/i18n';

/**
 * What the checkout orders: the cart, or an approved wholesale reservation (`/checkout?reservation=12`, decision
 * 031), which the server reads as a cart so the review shows it the same way.
 */
export function useOrderLines(reservationId: number | null): UseQueryResult<Cart> {
  const cart = useCart();
  const { coin } = useCoin();
  const locale = useLocale();
  const reserved = useQuery({
    queryKey: ['store-requests', reservationId, 'cart', coin?.short_name, locale],
    queryFn: ({ signal }) =>
      api<Cart>(fillPath(STORE_REQUEST_PATHS.cart, { id: reservationId ?? 0 }), {
        signal,
        query: coin ? { coin: coin.short_name } : undefined,
      }),
    enabled: reservationId !== null,
    retry: false,
  });
  return reservationId === null ? cart : reserved;
}

/** Where the quote and the order are asked for: the cart's paths, or the reservation's. */
export const checkoutPaths = (reservationId: number | null) =>
  reservationId === null
    ? { quote: ORDER_PATHS.quote, order: ORDER_PATHS.mine }
    : {
        quote: fillPath(STORE_REQUEST_PATHS.quote, { id: reservationId }),
        order: fillPath(STORE_REQUEST_PATHS.order, { id: reservationId }),
      };
