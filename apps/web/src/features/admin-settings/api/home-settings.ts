import { HOME_SETTINGS_PATHS, type HomeSettings } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useHomeSettings() {
  return useQuery({
    queryKey: settingsKeys.home(),
    queryFn: ({ signal }) => api<HomeSettings>(HOME_SETTINGS_PATHS.admin, { signal }),
  });
}

export function useUpdateHomeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeSettings) => api<HomeSettings>(HOME_SETTINGS_PATHS.admin, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.home(), saved);
      return queryClient.invalidateQueries({ queryKey: ['store', 'home-layout'] });
    },
  });
}
