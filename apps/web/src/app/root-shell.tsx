import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { OfflineNotice } from '../components/offline-notice';
import { useCurrentUser } from '../lib/current-user';
import { lazyPart } from '../lib/lazy-part';
import { useBuildWatch } from './shell/use-build-watch';
import { useFavicon } from './shell/use-favicon';
import { useUnauthorizedRedirect } from './shell/use-unauthorized-redirect';

const InactivityWatch = lazyPart(() => import('./shell/inactivity-watch'));

/** The root of every screen: app-wide behaviour of SPEC §2, §4 and §7, then the matched layout. */
export function RootShell() {
  useUnauthorizedRedirect();
  const signedIn = useCurrentUser() !== null;
  useBuildWatch();
  useFavicon();
  return (
    <>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
      <OfflineNotice />
      {signedIn && (
        <Suspense fallback={null}>
          <InactivityWatch />
        </Suspense>
      )}
    </>
  );
}
