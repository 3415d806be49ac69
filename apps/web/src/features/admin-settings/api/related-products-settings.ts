import { type RelatedProductsSettings, SETTINGS_PATHS } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function useRelatedProductsSettings() {
  return useQuery({
    queryKey: settingsKeys.relatedProducts(),
    queryFn: ({ signal }) => api<RelatedProductsSettings>(SETTINGS_PATHS.relatedProducts, { signal }),
  });
}

export function useUpdateRelatedProductsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RelatedProductsSettings) =>
      api<RelatedProductsSettings>(SETTINGS_PATHS.relatedProducts, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.relatedProducts(), saved),
  });
}
