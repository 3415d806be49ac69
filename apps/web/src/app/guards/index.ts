import type { Permission } from '@shop/contracts';
import type { LoaderFunction } from 'react-router';
import { currentUserQuery } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import { type GuardName, guardRegistry } from './registry';
import { assertRouteParams, type ParamRule } from './route-params';

export type { GuardName } from './registry';

export interface GuardOptions {
  permissions?: Permission[];
  /** Route parameters to validate: `{ id: 'id' }` means a positive integer, else a 404 error page. */
  params?: Record<string, ParamRule>;
}

function isGuardName(name: string): name is GuardName {
  return Object.hasOwn(guardRegistry, name);
}

/**
 * A route loader running the named guards in order; the first redirect wins. Names are checked when the route
 * table is built, so a typo fails at start-up rather than on some user's navigation.
 */
export function guard(names: readonly string[], options: GuardOptions = {}): LoaderFunction {
  const guards = names.map((name) => {
    if (!isGuardName(name)) throw new Error(`Unknown route middleware: '${name}'`);
    return guardRegistry[name];
  });
  return async ({ request, params }) => {
    const url = new URL(request.url);
    assertRouteParams(params, options.params, url);
    const context = {
      url,
      params,
      permissions: options.permissions ?? [],
      user: () => queryClient.ensureQueryData(currentUserQuery),
    };
    for (const check of guards) {
      const outcome = await check(context);
      if (outcome) throw outcome;
    }
    return null;
  };
}
