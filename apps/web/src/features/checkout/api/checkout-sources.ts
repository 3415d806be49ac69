import {
  BENEFICIARY_PATHS,
  type BeneficiaryListReply,
  ORDER_PATHS,
  type PickupPointsReply,
  pickupLinesParam,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Who may receive the order and where it may be picked up (the delivery settings come from lib/shipping-options).
 * The beneficiaries share the `beneficiaries` key with /Profile/Beneficiaries, so one added there shows here.
 */
export function useBeneficiaryOptions() {
  return useQuery({
    queryKey: ['beneficiaries'],
    queryFn: ({ signal }) => api<BeneficiaryListReply>(BENEFICIARY_PATHS.mine, { signal }),
    select: (reply) => reply.data,
  });
}

/** The pickup points holding every unit of what is ordered (decision 032); asked again when the lines change. */
export function usePickupOptions(
  lines: ReadonlyArray<{ product_id: number; variation_id: number | null; quantity: number }> | undefined,
) {
  const param = lines ? pickupLinesParam(lines) : '';
  return useQuery({
    queryKey: ['pickup-points', param],
    queryFn: ({ signal }) =>
      api<PickupPointsReply>(ORDER_PATHS.pickupPoints, {
        signal,
        query: param ? { lines: param } : undefined,
      }),
    select: (reply) => reply.data,
    enabled: lines !== undefined,
  });
}
