import { SHOPPING_CARD_PATHS, type ShoppingCardSettings } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useShoppingCardSettings() {
  return useQuery({
    queryKey: settingsKeys.shoppingCards(),
    queryFn: ({ signal }) => api<ShoppingCardSettings>(SHOPPING_CARD_PATHS.settings, { signal }),
  });
}

export function useUpdateShoppingCardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShoppingCardSettings) =>
      api<ShoppingCardSettings>(SHOPPING_CARD_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.shoppingCards(), saved),
  });
}
