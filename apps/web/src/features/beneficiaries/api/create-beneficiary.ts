import { BENEFICIARY_PATHS, type Beneficiary, type BeneficiaryBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { beneficiaryKeys } from './beneficiary-keys';

export function createBeneficiary(body: BeneficiaryBody): Promise<Beneficiary> {
  return api<Beneficiary>(BENEFICIARY_PATHS.mine, { method: 'POST', body });
}

export function useCreateBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBeneficiary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}
