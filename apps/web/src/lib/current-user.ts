import {
  AUTH_PATHS,
  type CurrentUserReply,
  hasAllPermissions,
  type Permission,
  SIGNED_IN_COOKIE,
} from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from './api-client';

/**
 * Loads the signed-in user once at start-up; null means a visitor (SPEC §7, §8). During this load a 401 or 419 only
 * means "not signed in"; any other failure is logged and the app goes on as a visitor.
 */
export async function loadCurrentUser(): Promise<CurrentUserReply | null> {
  // In the browser, no hint cookie means a guest: there is no one to ask about (the server renders with the cookies
  // of the request, and asks).
  if (typeof document !== 'undefined' && !hasCookie(SIGNED_IN_COOKIE)) return null;
  try {
    return await api<CurrentUserReply>(AUTH_PATHS.user, {
      skipAuthRedirect: true,
      expectedStatuses: [401, 419],
      keepOnNavigation: true,
    });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 419)) return null;
    console.error('Unable to load user identity from API');
    return null;
  }
}

const hasCookie = (name: string) => document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`));

export const currentUserQuery = queryOptions({
  queryKey: ['current-user'],
  queryFn: loadCurrentUser,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCurrentUser() {
  return useQuery(currentUserQuery).data ?? null;
}

export function userCan(user: CurrentUserReply | null, permissions: readonly Permission[]): boolean {
  return !!user && hasAllPermissions(user.all_permissions, permissions);
}
