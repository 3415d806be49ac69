import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { OfflineNotice } from '../components/offline-notice';
import { useBuildWatch } from './shell/use-build-watch';
import { useFavicon } from './shell/use-favicon';
import { useInactivityLogout } from './shell/use-inactivity-logout';
import { useUnauthorizedRedirect } from './shell/use-unauthorized-redirect';

/** The root of every screen: app-wide behaviour of SPEC §2, §4 and §7, then the matched layout. */
export function RootShell() {
  useUnauthorizedRedirect();
  useInactivityLogout();
  useBuildWatch();
  useFavicon();
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
      <OfflineNotice />
    </>
  );
}
