import { useEffect, useRef, useState } from 'react';
import { watchInactivity } from '../../lib/inactivity';
import { useLogout } from '../../lib/session';

/**
 * SPEC §4, §9: an hour without activity in any tab signs the user out (mounted only while one is signed in). Ten
 * minutes before, the user is warned and may stay (issue 20): the time of the logout while warned, else null.
 */
export function useInactivityLogout(): { logoutAt: number | null; stay(): void; leave(): void } {
  const logout = useLogout();
  const latestLogout = useRef(logout);
  latestLogout.current = logout;
  const [logoutAt, setLogoutAt] = useState<number | null>(null);

  useEffect(
    () =>
      watchInactivity({
        onTimeout: () => {
          setLogoutAt(null);
          void latestLogout.current();
        },
        onWarning: setLogoutAt,
        onActive: () => setLogoutAt(null),
      }),
    [],
  );

  return {
    logoutAt,
    // The click is activity for every tab; the dialog's own call keeps the server's session awake too.
    stay: () => setLogoutAt(null),
    leave: () => {
      setLogoutAt(null);
      void latestLogout.current();
    },
  };
}
