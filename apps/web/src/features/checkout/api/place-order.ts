import { type CreateOrderBody, IDEMPOTENCY_HEADER, type Order } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api-client';
import { randomKey } from '../../../lib/random-key';
import { checkoutPaths } from './order-source';

/**
 * POST /api/orders with an Idempotency-Key made once per checkout visit: a double click, a retry after a dropped
 * connection, or a second tab replaying the same submit get the same order back, never a second one.
 */
export function usePlaceOrder(reservationId: number | null = null) {
  const queryClient = useQueryClient();
  const [key] = useState(randomKey);
  return useMutation({
    mutationFn: (body: CreateOrderBody) =>
      api<Order>(checkoutPaths(reservationId).order, {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
        idempotent: true,
      }),
    // The cart (or the reservation) became the order; lists of orders gained one; a home delivery's beneficiary now
    // keeps its point on the map (decision 079).
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['cart'] });
      await queryClient.invalidateQueries({ queryKey: ['store-requests'] });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      await queryClient.invalidateQueries({ queryKey: ['beneficiaries'] });
    },
  });
}
