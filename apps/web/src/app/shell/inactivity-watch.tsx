import InactivityWarning from './inactivity-warning';
import { useInactivityLogout } from './use-inactivity-logout';

/**
 * Signs a user out after an hour without activity, warning ten minutes before (SPEC §9, issue 20). Loaded only once
 * someone is signed in: a guest's first load carries none of it.
 */
export default function InactivityWatch() {
  const idle = useInactivityLogout();
  if (idle.logoutAt === null) return null;
  return <InactivityWarning logoutAt={idle.logoutAt} onStay={idle.stay} onLeave={idle.leave} />;
}
