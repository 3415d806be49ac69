import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { i18n } from '../lib/i18n';
import { ErrorPage, notFoundLoader } from './error-page';
import { guard } from './guards';
import { navigationMiddleware } from './navigation-middleware';
import { RootShell } from './root-shell';

/**
 * A layout's screens behind one error boundary, so that a failing screen shows the error page inside its
 * layout (header and navigation stay usable). A route without a component renders its children.
 */
function screens(children: RouteObject[]): RouteObject[] {
  return [{ ErrorBoundary: ErrorPage, children }];
}

/** A screen's code and its words load together, instead of the words only once the screen renders. */
function withWords<M>(load: () => Promise<M>, ...namespaces: string[]) {
  return async () => (await Promise.all([load(), i18n.loadNamespaces(namespaces)]))[0];
}

/**
 * Every screen of the app. Layouts and screens are lazy chunks: the storefront never downloads back-office code.
 * Route modules export `Component`; access rules are the `guard(...)` loaders (SPEC §2 and §6). Paths match
 * case-insensitively (react-router's default), so /auth/login is /Auth/Login.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageLoader,
    middleware: [navigationMiddleware],
    children: [
      { path: '/', loader: () => redirect('/store') },
      {
        lazy: () => import('./layouts/store-layout'),
        children: screens([
          { path: 'store', lazy: withWords(() => import('../features/store/routes/store-page'), 'store') },
          { path: '404', loader: notFoundLoader },
          { path: '*', loader: notFoundLoader },
        ]),
      },
      {
        lazy: () => import('./layouts/guest-layout'),
        children: screens([
          {
            path: 'Auth/Login',
            loader: guard(['guest']),
            lazy: withWords(() => import('../features/auth/routes/login-page'), 'auth'),
          },
          {
            path: 'Auth/Register',
            loader: guard(['guest']),
            lazy: withWords(() => import('../features/auth/routes/register-page'), 'auth'),
          },
          {
            path: 'Auth/ForgotPassword',
            lazy: withWords(() => import('../features/auth/routes/forgot-password-page'), 'auth'),
          },
          {
            path: 'Auth/ResetPassword',
            lazy: withWords(() => import('../features/auth/routes/reset-password-page'), 'auth'),
          },
          {
            path: 'Auth/ConfirmPassword',
            loader: guard(['auth']),
            lazy: withWords(() => import('../features/auth/routes/confirm-password-page'), 'auth'),
          },
          {
            path: 'Auth/VerifyEmail',
            lazy: withWords(() => import('../features/auth/routes/verify-email-page'), 'auth'),
          },
        ]),
      },
      {
        lazy: () => import('./layouts/no-drawer-layout'),
        children: screens([
          {
            path: 'Profile',
            loader: guard(['auth']),
            lazy: withWords(() => import('../features/profile/routes/profile-page'), 'profile'),
          },
        ]),
      },
      {
        path: 'admin',
        loader: guard(['auth']),
        lazy: () => import('./layouts/admin-layout'),
        children: screens([
          { index: true, lazy: () => import('./admin-home') },
          {
            path: 'users',
            loader: guard(['auth', 'permission'], { permissions: ['read_users'] }),
            lazy: withWords(() => import('../features/admin-users/routes/users-list-page'), 'admin-users'),
          },
          {
            path: 'users/create',
            loader: guard(['auth', 'permission'], { permissions: ['create_users'] }),
            lazy: withWords(() => import('../features/admin-users/routes/user-create-page'), 'admin-users'),
          },
          {
            path: 'users/:id',
            loader: guard(['auth', 'permission'], { permissions: ['update_users'], params: { id: 'id' } }),
            lazy: withWords(() => import('../features/admin-users/routes/user-edit-page'), 'admin-users'),
          },
          {
            path: 'roles',
            loader: guard(['auth', 'permission'], { permissions: ['read_roles'] }),
            lazy: withWords(
              () => import('../features/admin-roles/routes/roles-list-page'),
              'admin-roles',
              'permissions',
            ),
          },
          {
            path: 'roles/Create',
            loader: guard(['auth', 'permission'], { permissions: ['create_roles'] }),
            lazy: withWords(
              () => import('../features/admin-roles/routes/role-create-page'),
              'admin-roles',
              'permissions',
            ),
          },
          {
            path: 'roles/:id',
            loader: guard(['auth', 'permission'], { permissions: ['update_roles'], params: { id: 'id' } }),
            lazy: withWords(
              () => import('../features/admin-roles/routes/role-edit-page'),
              'admin-roles',
              'permissions',
            ),
          },
          { path: '*', loader: notFoundLoader },
        ]),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
