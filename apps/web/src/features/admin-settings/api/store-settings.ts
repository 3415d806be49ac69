import {
  STORE_SETTINGS_PATHS,
  type StoreHoursBody,
  type StoreSettings,
  type StoreSettingsBody,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { faviconQuery } from '../../../lib/favicon';
import { storeIdentityQuery } from '../../../lib/store-identity';
import { settingsKeys } from './settings-keys';

export function useStoreSettings() {
  return useQuery({
    queryKey: settingsKeys.store(),
    queryFn: ({ signal }) => api<StoreSettings>(STORE_SETTINGS_PATHS.admin, { signal }),
  });
}

/** Every change shows at once: this screen's copy, every page's header and colours, and the page icon. */
function useStoreChange<I>(mutationFn: (input: I) => Promise<StoreSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.store(), saved);
      queryClient.setQueryData(storeIdentityQuery.queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: faviconQuery.queryKey });
    },
  });
}

export const useUpdateStoreSettings = () =>
  useStoreChange((body: StoreSettingsBody) =>
    api<StoreSettings>(STORE_SETTINGS_PATHS.admin, { method: 'PUT', body }),
  );

export const useUpdateStoreHours = () =>
  useStoreChange((body: StoreHoursBody) =>
    api<StoreSettings>(STORE_SETTINGS_PATHS.hours, { method: 'PUT', body }),
  );

export type StorePicture = 'logo' | 'favicon';

export const useUploadStorePicture = () =>
  useStoreChange(({ picture, file }: { picture: StorePicture; file: File }) => {
    const body = new FormData();
    body.append('image', file);
    return api<StoreSettings>(STORE_SETTINGS_PATHS[picture], { method: 'POST', body });
  });

export const useRemoveStorePicture = () =>
  useStoreChange((picture: StorePicture) =>
    api<StoreSettings>(STORE_SETTINGS_PATHS[picture], { method: 'DELETE' }),
  );
