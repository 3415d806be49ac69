import { HOME_SECTIONS, HOME_SETTINGS_PATHS, type StoreHomeLayout } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The front's sections in the order staff chose (the Home page tab). */
export const homeLayoutQuery = queryOptions({
  queryKey: ['store', 'home-layout'],
  queryFn: ({ signal }) => api<StoreHomeLayout>(HOME_SETTINGS_PATHS.store, { signal }),
  staleTime: 10 * 60 * 1000,
});

/**
 * Every section in the default order until the layout is known. A search's or a category's results show no front,
 * so they do not ask for it (`enabled`): their server render does not carry it, and its reply arriving while the page
 * hydrates would make React hydrate the whole page at once, in one long task, to re-render the screen that asked.
 */
export const useHomeLayout = (enabled = true) =>
  useQuery({ ...homeLayoutQuery, enabled }).data?.sections ?? HOME_SECTIONS;
