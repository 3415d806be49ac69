import type { Beneficiary, BeneficiaryBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { beneficiaryApiPath, beneficiaryKeys } from './beneficiary-keys';

export interface UpdateBeneficiaryInput {
  id: number;
  body: BeneficiaryBody;
}

export function updateBeneficiary({ id, body }: UpdateBeneficiaryInput): Promise<Beneficiary> {
  return api<Beneficiary>(beneficiaryApiPath(id), { method: 'PUT', body });
}

export function useUpdateBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBeneficiary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}
