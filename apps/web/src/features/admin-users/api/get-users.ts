import { type AdminUserListQuery, type AdminUserListReply, USER_PATHS } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

export function getUsers(query: AdminUserListQuery, signal?: AbortSignal): Promise<AdminUserListReply> {
  return api<AdminUserListReply>(USER_PATHS.list, { query, signal });
}

export function usersQueryOptions(query: AdminUserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    // The previous page stays on screen while the next one loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: AdminUserListQuery) {
  return useQuery(usersQueryOptions(query));
}
