import { ROLE_PATHS, type RoleListQuery, type RoleListReply } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleKeys } from './role-keys';

export function getRoles(query: RoleListQuery, signal?: AbortSignal): Promise<RoleListReply> {
  return api<RoleListReply>(ROLE_PATHS.list, { query, signal });
}

export function rolesQueryOptions(query: RoleListQuery) {
  return queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => getRoles(query, signal),
    // The previous page stays on screen while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useRoles(query: RoleListQuery) {
  return useQuery(rolesQueryOptions(query));
}
