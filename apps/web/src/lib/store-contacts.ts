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

/** Whether the shop has set any way to reach it: an address, a phone, an e-mail or a social link. */
export const hasStoreContacts = (contacts: StoreContacts | undefined): contacts is StoreContacts =>
  !!contacts &&
  (!!contacts.address || contacts.phones.length + contacts.emails.length + contacts.links.length > 0);
