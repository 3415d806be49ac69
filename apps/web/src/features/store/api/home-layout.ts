import { HOME_SECTIONS, HOME_SETTINGS_PATHS, type StoreHomeLayout } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The front's sections in the order staff chose (the Home page tab). */
export const homeLayoutQuery = queryOptions({
  queryKey: ['store', 'home-layout'],
  queryFn: ({ signal }) => api<StoreHomeLayout>(HOME_SETTINGS_PATHS.store, { signal }),
  staleTime: 10 * 60 * 1000,
});

/** Every section in the default order until the layout is known. */
export const useHomeLayout = () => useQuery(homeLayoutQuery).data?.sections ?? HOME_SECTIONS;
