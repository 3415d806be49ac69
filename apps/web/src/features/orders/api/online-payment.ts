import { fillPath, PAYMENT_PROVIDER_PATHS } from '@shop/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/orders/{id}/online-payment: where the provider's checkout for this order is. */
export function useStartOnlinePayment(orderId: number) {
  return useMutation({
    mutationFn: () =>
      api<{ url: string }>(fillPath(PAYMENT_PROVIDER_PATHS.checkout, { id: orderId }), { method: 'POST' }),
  });
}
