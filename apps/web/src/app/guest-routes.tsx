import type { RouteObject } from 'react-router';
import { guard } from './guards';
import { withWords } from './route-helpers';

/**
 * SPEC §2 Auth: signing in, registering and getting back into an account. They join the route table on the first
 * visit of one of their paths (router.tsx), so that the storefront's first load does not carry their table.
 */
export const guestScreens: RouteObject[] = [
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
];
