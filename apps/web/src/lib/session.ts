import { AUTH_PATHS } from '@shop/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, authToken, markSignedOut } from './api-client';
import { currentUserQuery } from './current-user';
import { forgetOfflineCopies } from './offline';

/** Queries whose replies are the same for everyone (the page icon...) set `meta: KEEP_ON_SIGN_OUT`. */
export const KEEP_ON_SIGN_OUT = { keepOnSignOut: true } as const;

/** The stored user becomes a visitor: the header, guards and screens see it at once. */
export function clearStoredUser(queryClient: QueryClient) {
  queryClient.setQueryData(currentUserQuery.queryKey, null);
}

/**
 * Drops every cached reply that may belong to the user who left (cart, profile, orders...), so the next person at
 * this browser cannot see it. Call it once their screens are gone: a mounted screen would refetch, get a 401 and
 * send the visitor to the login page.
 */
export function dropUserData(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] && !query.meta?.keepOnSignOut,
  });
  // And the service worker's copies of their pages and data, whether they signed out or the session expired.
  void forgetOfflineCopies();
}

/** Both of the above, for a sign-out that already left the user's screens (`await navigate(...)` first). */
export function forgetUser(queryClient: QueryClient) {
  clearStoredUser(queryClient);
  dropUserData(queryClient);
}

/** Ends the session on the server when it can; the local sign-out happens whatever the reply. */
export async function endSession(): Promise<void> {
  try {
    await api(AUTH_PATHS.logout, {
      method: 'POST',
      skipAuthRedirect: true,
      expectedStatuses: [401, 419],
      keepOnNavigation: true,
    });
  } catch {
    // An expired session or an unreachable server must not keep the user signed in on this screen.
  }
  authToken.set(null);
}

let signingOut = false;

/**
 * True while a sign-out is under way: a request sent just before it may come back 401, and that must not send
 * the person to the login page instead of the store.
 */
export const isSigningOut = () => signingOut;

/** Sign out from anywhere (SPEC §4): POST /api/logout, go to /, then forget the user and their data. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key } = useLocation();
  const pageLeft = useRef<(() => void) | null>(null);
  // Runs when the page this hook was on stops being shown: a new location was committed or the hook's screen is gone.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location key is the very event this cleanup waits for.
  useLayoutEffect(
    () => () => {
      pageLeft.current?.();
      pageLeft.current = null;
    },
    [key],
  );
  return useCallback(async () => {
    signingOut = true;
    try {
      await queryClient.cancelQueries();
      await endSession();
      const left = new Promise<void>((resolve) => {
        pageLeft.current = resolve;
      });
      // Leave first: the router renders the next page in a transition, after `navigate` has settled, so the user's
      // screens stay mounted a while. Forgetting the user then would re-render them, refetch their data, meet a 401
      // and send the person to the login page instead of the store.
      await navigate('/');
      await left;
      forgetUser(queryClient);
    } finally {
      // Replies to anything sent until now may still arrive with a 401: they are about the session that ended.
      markSignedOut();
      signingOut = false;
    }
  }, [queryClient, navigate]);
}
