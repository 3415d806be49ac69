import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { ErrorPage, notFoundLoader } from './error-page';
import { guard } from './guards';
import { RootShell } from './root-shell';

/**
 * Every screen of the app. Layouts and screens are lazy chunks: the storefront never downloads back-office code.
 * Route modules export `Component`; access rules are the `guard(...)` loaders (SPEC §2 and §6).
 */
export const routes: RouteObject[] = [
  { path: '/', loader: () => redirect('/store') },
  {
    id: 'root',
    Component: RootShell,
    ErrorBoundary: ErrorPage,
    children: [
      {
        lazy: () => import('./layouts/store-layout'),
        children: [{ path: 'store', lazy: () => import('../features/store/routes/store-page') }],
      },
      {
        lazy: () => import('./layouts/guest-layout'),
        children: [
          { path: 'Auth/Login', loader: guard(['guest']), lazy: () => import('../features/auth/routes/login-page') },
          {
            path: 'Auth/Register',
            loader: guard(['guest']),
            lazy: () => import('../features/auth/routes/register-page'),
          },
          { path: 'Auth/ForgotPassword', lazy: () => import('../features/auth/routes/forgot-password-page') },
          { path: 'Auth/ResetPassword', lazy: () => import('../features/auth/routes/reset-password-page') },
          {
            path: 'Auth/ConfirmPassword',
            loader: guard(['auth']),
            lazy: () => import('../features/auth/routes/confirm-password-page'),
          },
          { path: 'Auth/VerifyEmail', lazy: () => import('../features/auth/routes/verify-email-page') },
        ],
      },
      {
        lazy: () => import('./layouts/no-drawer-layout'),
        children: [
          { path: 'Profile', loader: guard(['auth']), lazy: () => import('../features/profile/routes/profile-page') },
        ],
      },
      {
        path: 'admin',
        loader: guard(['auth']),
        lazy: () => import('./layouts/admin-layout'),
        children: [
          { index: true, lazy: () => import('./admin-home') },
          {
            path: 'users',
            loader: guard(['auth', 'permission'], { permissions: ['read_users'] }),
            lazy: () => import('../features/admin-users/routes/users-list-page'),
          },
          {
            path: 'users/create',
            loader: guard(['auth', 'permission'], { permissions: ['create_users'] }),
            lazy: () => import('../features/admin-users/routes/user-create-page'),
          },
          {
            path: 'users/:id',
            loader: guard(['auth', 'permission'], { permissions: ['update_users'], params: { id: 'id' } }),
            lazy: () => import('../features/admin-users/routes/user-edit-page'),
          },
          {
            path: 'roles',
            loader: guard(['auth', 'permission'], { permissions: ['read_roles'] }),
            lazy: () => import('../features/admin-roles/routes/roles-list-page'),
          },
          {
            path: 'roles/Create',
            loader: guard(['auth', 'permission'], { permissions: ['create_roles'] }),
            lazy: () => import('../features/admin-roles/routes/role-create-page'),
          },
          {
            path: 'roles/:id',
            loader: guard(['auth', 'permission'], { permissions: ['update_roles'], params: { id: 'id' } }),
            lazy: () => import('../features/admin-roles/routes/role-edit-page'),
          },
        ],
      },
      { path: '404', loader: notFoundLoader },
      { path: '*', loader: notFoundLoader },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
