import type { Permission } from '@shop/contracts';
import type { LoaderFunction } from 'react-router';
import { currentUserQuery } from '../../lib/current-user';
import { queryClient } from '../../lib/query-client';
import type { GuardName } from './registry';
import { assertRouteParams, type ParamRule } from './route-params';

export type { GuardName } from './registry';

export interface GuardOptions {
  permissions?: Permission[];
  /** Route parameters to validate: `{ id: 'id' }` means a positive integer, else a 404 error page. */
  params?: Record<string, ParamRule>;
}

/**
 * A route loader running the named guards in order; the first redirect wins. The guards come with the first page
 * that has one: no storefront page does, so they are not in its first load (issue 13). A name that is no guard fails
 * the type check, and, should one get past it, the page's load with a clear error.
 */
export function guard(names: readonly GuardName[], options: GuardOptions = {}): LoaderFunction {
  return async ({ request, params }) => {
    const url = new URL(request.url);
    assertRouteParams(params, options.params, url);
    const { guardRegistry } = await import('./registry');
    const context = {
      url,
      params,
      permissions: options.permissions ?? [],
      user: () => queryClient.ensureQueryData(currentUserQuery),
    };
    for (const name of names) {
      if (!Object.hasOwn(guardRegistry, name)) throw new Error(`Unknown route middleware: '${name}'`);
      const outcome = await guardRegistry[name](context);
      if (outcome) throw outcome;
    }
    return null;
  };
}
