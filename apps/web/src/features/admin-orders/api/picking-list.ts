import { PICKING_LIST_PATHS, type PickingList } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminOrderKeys } from './order-keys';

/** The picking list of the orders `ids` names ("12,15,40", as the address has it). Read anew when any order changes. */
export function usePickingList(ids: string) {
  return useQuery({
    queryKey: [...adminOrderKeys.all, 'picking', ids],
    queryFn: ({ signal }) => api<PickingList>(PICKING_LIST_PATHS.api, { query: { ids }, signal }),
  });
}
