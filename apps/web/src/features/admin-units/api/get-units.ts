import { UNIT_PATHS, type UnitListQuery, type UnitListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unitKeys } from './unit-keys';

export function getUnits(query: UnitListQuery, signal?: AbortSignal): Promise<UnitListReply> {
  return api<UnitListReply>(UNIT_PATHS.list, { query, signal });
}

export function unitsQueryOptions(query: UnitListQuery) {
  return queryOptions({
    queryKey: unitKeys.list(query),
    queryFn: ({ signal }) => getUnits(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUnits(query: UnitListQuery) {
  return useQuery(unitsQueryOptions(query));
}
