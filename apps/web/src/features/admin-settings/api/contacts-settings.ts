import { CONTACTS_SETTINGS_PATHS, type StoreContacts } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storeContactsQuery } from '../../../lib/store-contacts';
import { settingsKeys } from './settings-keys';

export function useContactsSettings() {
  return useQuery({
    queryKey: settingsKeys.contacts(),
    queryFn: ({ signal }) => api<StoreContacts>(CONTACTS_SETTINGS_PATHS.admin, { signal }),
  });
}

export function useUpdateContactsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreContacts) =>
      api<StoreContacts>(CONTACTS_SETTINGS_PATHS.admin, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.contacts(), saved);
      queryClient.setQueryData(storeContactsQuery.queryKey, saved);
    },
  });
}
