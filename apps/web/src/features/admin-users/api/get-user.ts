import type { AdminUser } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys, userPath } from './user-keys';

export function getUser(id: number, signal?: AbortSignal): Promise<AdminUser> {
  return api<AdminUser>(userPath(id), { signal });
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
