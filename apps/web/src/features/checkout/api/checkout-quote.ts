import { type CheckoutQuoteBody, type CheckoutQuoteReply, ORDER_PATHS } from '@shop/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * What the order would cost with the delivery chosen so far (shipping is priced on the server from the map point).
 * Asked only once the choice is complete; a refusal ('Municipio o provincia no disponible'...) is the query's error.
 */
export function useCheckoutQuote(body: CheckoutQuoteBody | null) {
  return useQuery({
    queryKey: ['checkout-quote', body],
    queryFn: () => api<CheckoutQuoteReply>(ORDER_PATHS.quote, { method: 'POST', body }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
