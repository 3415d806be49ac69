import { BENEFICIARY_PATHS, type BeneficiaryListReply } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { beneficiaryKeys } from './beneficiary-keys';

export function getBeneficiaries(signal?: AbortSignal): Promise<BeneficiaryListReply> {
  return api<BeneficiaryListReply>(BENEFICIARY_PATHS.mine, { signal });
}

export function beneficiariesQueryOptions() {
  return queryOptions({
    queryKey: beneficiaryKeys.list(),
    queryFn: ({ signal }) => getBeneficiaries(signal),
  });
}

/** The shopper's beneficiaries, newest first. */
export function useBeneficiaries() {
  return useQuery(beneficiariesQueryOptions());
}
