import {
  BENEFICIARY_PATHS,
  type BeneficiaryListReply,
  type PickupPointsReply,
  POINT_OF_SALE_PATHS,
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

export function usePickupOptions() {
  return useQuery({
    queryKey: ['pickup-points'],
    queryFn: ({ signal }) => api<PickupPointsReply>(POINT_OF_SALE_PATHS.pickup, { signal }),
    select: (reply) => reply.data,
  });
}
