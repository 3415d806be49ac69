import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { coinKeys, coinPath } from './coin-keys';

export function deleteCoin(id: number): Promise<void> {
  return api<void>(coinPath(id), { method: 'DELETE' });
}

export function useDeleteCoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoin,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: coinKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: coinKeys.all });
    },
  });
}
