import {
  fillPath,
  type OnlinePaymentApprovedBody,
  type OnlinePaymentReply,
  type OnlineProvider,
  PAYMENT_PROVIDER_PATHS,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { orderKeys } from './order-queries';

/** POST /api/orders/{id}/online-payment: where the provider's checkout for this order is. */
export function useStartOnlinePayment(orderId: number) {
  return useMutation({
    mutationFn: (provider: OnlineProvider) =>
      api<OnlinePaymentReply>(fillPath(PAYMENT_PROVIDER_PATHS.checkout, { id: orderId }), {
        method: 'POST',
        body: { provider },
      }),
  });
}

/** POST /api/orders/{id}/online-payment/approved: back from PayPal, the shop takes the approved payment. */
export function useTakeApprovedPayment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OnlinePaymentApprovedBody) =>
      api<void>(fillPath(PAYMENT_PROVIDER_PATHS.approved, { id: orderId }), { method: 'POST', body }),
    // PayPal's event usually lands while the capture answers: look again now rather than at the next tick.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.one(orderId) }),
  });
}
