import { type PickupPointsReply, POINT_OF_SALE_PATHS } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Where shoppers can pick orders up (the points of sale open for pickup): the footer lists them. */
export const pickupPointsQuery = queryOptions({
  queryKey: ['points-of-sale', 'pickup'],
  queryFn: ({ signal }) => api<PickupPointsReply>(POINT_OF_SALE_PATHS.pickup, { signal }),
  staleTime: 10 * 60 * 1000,
});

export const usePickupPoints = () => useQuery(pickupPointsQuery).data?.data;
