import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { beneficiaryApiPath, beneficiaryKeys } from './beneficiary-keys';

export function deleteBeneficiary(id: number): Promise<void> {
  return api<void>(beneficiaryApiPath(id), { method: 'DELETE' });
}

export function useDeleteBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBeneficiary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: beneficiaryKeys.all }),
  });
}
