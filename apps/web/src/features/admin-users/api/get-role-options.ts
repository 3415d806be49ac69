import { ROLE_PATHS, type RoleOption } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleOptionsKey } from './user-keys';

export function getRoleOptions(signal?: AbortSignal): Promise<RoleOption[]> {
  return api<RoleOption[]>(ROLE_PATHS.options, { signal });
}

export const roleOptionsQueryOptions = queryOptions({
  queryKey: roleOptionsKey,
  queryFn: ({ signal }) => getRoleOptions(signal),
});

/** The roles as `Select` data. */
export function useRoleOptions() {
  return useQuery({
    ...roleOptionsQueryOptions,
    select: (roles) => roles.map((role) => ({ value: String(role.id), label: role.name })),
  });
}
