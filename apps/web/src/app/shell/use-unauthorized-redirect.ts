import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setApiHooks } from '../../lib/api-client';
import { clearStoredUser, dropUserData, isSigningOut } from '../../lib/session';

/** SPEC §8: a 401 clears the stored user and goes to /auth/login (coming back here after signing in). */
export function useUnauthorizedRedirect() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(() => {
    setApiHooks({
      onUnauthorized: () => {
        if (isSigningOut()) return;
        clearStoredUser(queryClient);
        const { pathname, search } = here.current;
        if (/^\/auth\//i.test(pathname)) return;
        const leaving = navigate(`/auth/login?redirect=${encodeURIComponent(pathname + search)}`);
        // Only once the user's screens are gone: mounted ones would refetch and answer 401 again.
        void Promise.resolve(leaving).then(() => dropUserData(queryClient));
      },
    });
    return () => setApiHooks({ onUnauthorized: undefined });
  }, [queryClient, navigate]);
}
