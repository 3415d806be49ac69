import type { RouteObject } from 'react-router';
import { accountScreens } from '../app/account-routes';
import { adminScreens, officeScreens } from '../app/admin-routes';
import { guestScreens } from '../app/guest-routes';
import { ACCOUNT_SCREENS, ADMIN_SCREENS, GUEST_SCREENS, OFFICE_SCREENS, routes } from '../app/router';

/** The route table as the browser has it once signing in, the account's and the back office's screens (under /admin and outside it) joined it (router.tsx). */
export function fullRouteTable(table: RouteObject[] = routes): RouteObject[] {
  return table.map((route) => {
    const children = route.children ? fullRouteTable(route.children) : undefined;
    if (route.id === ADMIN_SCREENS)
      return { ...route, children: [...(children ?? []), ...adminScreens] } as RouteObject;
    if (route.id === OFFICE_SCREENS)
      return { ...route, children: [...(children ?? []), ...officeScreens] } as RouteObject;
    if (route.id === GUEST_SCREENS)
      return { ...route, children: [...(children ?? []), ...guestScreens] } as RouteObject;
    if (route.id === ACCOUNT_SCREENS)
      return { ...route, children: [...(children ?? []), ...accountScreens] } as RouteObject;
    return (children ? { ...route, children } : route) as RouteObject;
  });
}
