import { SETTINGS_PATHS, type ShipmentSettings } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useShipmentSettings() {
  return useQuery({
    queryKey: settingsKeys.shipment(),
    queryFn: ({ signal }) => api<ShipmentSettings>(SETTINGS_PATHS.shipment, { signal }),
  });
}

/** Saves the whole document; the shipment and the local pickup tabs each send theirs merged onto the last saved. */
export function useUpdateShipmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipmentSettings) =>
      api<ShipmentSettings>(SETTINGS_PATHS.shipment, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.shipment(), saved),
  });
}
