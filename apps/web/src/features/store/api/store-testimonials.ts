import { type StoreTestimonialsReply, TESTIMONIAL_PATHS } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const storeTestimonialsQuery = queryOptions({
  queryKey: ['store', 'testimonials'],
  queryFn: ({ signal }) => api<StoreTestimonialsReply>(TESTIMONIAL_PATHS.store, { signal }),
  staleTime: 10 * 60 * 1000,
});

export const useStoreTestimonials = () => useQuery(storeTestimonialsQuery);
