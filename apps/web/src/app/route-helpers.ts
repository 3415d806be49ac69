import type { RouteObject } from 'react-router';
import { i18n } from '../lib/i18n';
import { ErrorPage } from './error-page';

// The pieces both route tables are made of: the one the first load carries (router.tsx) and the back office's,
// loaded when a path under /admin is first visited (admin-routes.tsx). What only the back office's uses is in
// admin-route-helpers.ts: a helper here travels in every storefront page's first load.

/**
 * A layout's screens behind one error boundary, so that a failing screen shows the error page inside its
 * layout (header and navigation stay usable). A route without a component renders its children.
 */
export function screens(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: ErrorPage, children }];
}

/** A screen's code and its words load together, instead of the words only once the screen renders. */
export function withWords<M>(load: () => Promise<M>, ...namespaces: string[]) {
  return async () => (await Promise.all([load(), i18n.loadNamespaces(namespaces)]))[0];
}
