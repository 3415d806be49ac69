import { type OrderSettings, SETTINGS_PATHS } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useOrderSettings() {
  return useQuery({
    queryKey: settingsKeys.orders(),
    queryFn: ({ signal }) => api<OrderSettings>(SETTINGS_PATHS.orders, { signal }),
  });
}

export function useUpdateOrderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderSettings) => api<OrderSettings>(SETTINGS_PATHS.orders, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.orders(), saved),
  });
}
