import { type PayFormsSettings, SETTINGS_PATHS } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function usePayFormsSettings() {
  return useQuery({
    queryKey: settingsKeys.payForms(),
    queryFn: ({ signal }) => api<PayFormsSettings>(SETTINGS_PATHS.payForms, { signal }),
  });
}

export function useUpdatePayFormsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayFormsSettings) =>
      api<PayFormsSettings>(SETTINGS_PATHS.payForms, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.payForms(), saved),
  });
}
