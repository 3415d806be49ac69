import type { Role } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleKeys, rolePath } from './role-keys';

export function getRole(id: number, signal?: AbortSignal): Promise<Role> {
  return api<Role>(rolePath(id), { signal });
}

export function roleQueryOptions(id: number) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
  });
}

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
