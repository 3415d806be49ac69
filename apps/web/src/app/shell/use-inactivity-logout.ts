import { useEffect, useRef } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { watchInactivity } from '../../lib/inactivity';
import { useLogout } from '../../lib/session';

/** SPEC §4, §9: an hour without activity in any tab signs the user out. */
export function useInactivityLogout() {
  const signedIn = useCurrentUser() !== null;
  const logout = useLogout();
  const latestLogout = useRef(logout);
  latestLogout.current = logout;

  useEffect(() => {
    if (!signedIn) return;
    return watchInactivity({ onTimeout: () => void latestLogout.current() });
  }, [signedIn]);
}
