import { SETTINGS_PATHS, type ShippingOptionsReply } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** What the shop offers for delivery (GET /api/shipping/options): the checkout's choices, the cart's free-shipping note. */
export const shippingOptionsQuery = queryOptions({
  queryKey: ['shipping-options'],
  queryFn: ({ signal }) => api<ShippingOptionsReply>(SETTINGS_PATHS.shippingOptions, { signal }),
  staleTime: 60_000,
});

export function useShippingOptions() {
  return useQuery(shippingOptionsQuery);
}
