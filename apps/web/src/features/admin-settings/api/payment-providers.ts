import {
  PAYMENT_PROVIDER_PATHS,
  type PaymentProvidersBody,
  type PaymentProvidersView,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './settings-keys';

export function usePaymentProviders() {
  return useQuery({
    queryKey: settingsKeys.paymentProviders(),
    queryFn: ({ signal }) => api<PaymentProvidersView>(PAYMENT_PROVIDER_PATHS.settings, { signal }),
  });
}

export function useUpdatePaymentProviders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentProvidersBody) =>
      api<PaymentProvidersView>(PAYMENT_PROVIDER_PATHS.settings, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKeys.paymentProviders(), saved),
  });
}
