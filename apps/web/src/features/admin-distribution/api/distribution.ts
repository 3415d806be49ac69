import { DISTRIBUTION_PATHS, type DistributionBoard, fillPath, type OrderActionReply } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const boardKey = ['admin-distribution', 'board'] as const;

/** The board is what couriers look at between stops: it reads again every minute and on returning to the tab. */
export function useDistributionBoard() {
  return useQuery({
    queryKey: boardKey,
    queryFn: ({ signal }) => api<DistributionBoard>(DISTRIBUTION_PATHS.board, { signal }),
    refetchInterval: 60_000,
  });
}

export type BoardAction = 'dispatched' | 'delivered';

export function useBoardAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: BoardAction }) =>
      api<OrderActionReply>(fillPath(DISTRIBUTION_PATHS[action], { id }), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boardKey }),
  });
}
