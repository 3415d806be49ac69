// The defaults are plain constants of the contracts, so that zod stays out of the first load.
import { DEFAULT_STORE_IDENTITY, STORE_SETTINGS_PATHS, type StoreIdentity } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { KEEP_ON_SIGN_OUT } from './session';

/**
 * The shop's name, logo, page icon, main colour and starting colour mode (/admin/settings/Customization). The root
 * route's loader fetches it for every page, so a server-rendered page already has it.
 */
export const storeIdentityQuery = queryOptions({
  queryKey: ['settings', 'store'],
  queryFn: ({ signal }) =>
    api<StoreIdentity>(STORE_SETTINGS_PATHS.identity, { signal, keepOnNavigation: true }),
  staleTime: 10 * 60 * 1000,
  meta: KEEP_ON_SIGN_OUT,
});

/** What the loader fetched; the defaults until it has (and in component tests, which have no loader). */
export function useStoreIdentity(): StoreIdentity {
  return useQuery({ ...storeIdentityQuery, enabled: false }).data ?? DEFAULT_STORE_IDENTITY;
}

/** The store's name as shown in the header, the footer and the landing page. */
export const useStoreName = (): string => useStoreIdentity().name;
