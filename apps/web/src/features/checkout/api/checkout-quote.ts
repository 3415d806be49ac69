import type { CheckoutQuoteBody, CheckoutQuoteReply } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { checkoutPaths } from './order-source';

/**
 * What the order would cost with the delivery chosen so far (shipping is priced on the server from the map point).
 * Asked only once the choice is complete; a refusal ('Municipio o provincia no disponible'...) is the query's error.
 */
export function useCheckoutQuote(body: CheckoutQuoteBody | null, reservationId: number | null = null) {
  return useQuery({
    queryKey: ['checkout-quote', reservationId, body],
    queryFn: () => api<CheckoutQuoteReply>(checkoutPaths(reservationId).quote, { method: 'POST', body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
