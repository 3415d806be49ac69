import { CONTACTS_SETTINGS_PATHS, type StoreContacts } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** How shoppers reach the shop (the Contacts partial): the footer and the contact page show it. */
export const storeContactsQuery = queryOptions({
  queryKey: ['settings', 'contacts'],
  queryFn: ({ signal }) => api<StoreContacts>(CONTACTS_SETTINGS_PATHS.store, { signal }),
  staleTime: 10 * 60 * 1000,
});

export const useStoreContacts = () => useQuery(storeContactsQuery).data;
