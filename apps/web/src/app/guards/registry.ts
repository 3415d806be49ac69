import { type CurrentUserReply, hasAllPermissions, type Permission } from '@shop/contracts';
import { type Params, redirect } from 'react-router';
import { i18n } from '../../lib/i18n';
import { toasts } from '../../lib/toasts';
import { isPermissionExempt } from './exempt-paths';

export interface GuardContext {
  url: URL;
  params: Params;
  /** The permissions the route asked for (`guard(..., { permissions })`). */
  permissions: readonly Permission[];
  user: () => Promise<CurrentUserReply | null>;
}

/** A redirect response stops the navigation there; undefined lets it go on. */
export type RouteGuard = (context: GuardContext) => Promise<Response | undefined>;

export const LOGIN_PATH = '/Auth/Login';
export const VERIFY_EMAIL_PATH = '/Auth/VerifyEmail';
export const HOME_PATH = '/store';

function toLogin(url: URL): Response {
  return redirect(`${LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}

const signedIn: RouteGuard = async ({ url, user }) => ((await user()) ? undefined : toLogin(url));

const guestOnly: RouteGuard = async ({ user }) => ((await user()) ? redirect(HOME_PATH) : undefined);

/**
 * SPEC §6: every required permission (ALL grants all), else back to the store (SPEC §9: "Missing permission: redirect
 * to /store"); exempt paths always pass. The redirect is not silent (issue 20): the store says why.
 */
function permitted(fixed?: readonly Permission[]): RouteGuard {
  return async ({ url, user, permissions }) => {
    if (isPermissionExempt(url.pathname)) return undefined;
    const current = await user();
    if (current && hasAllPermissions(current.all_permissions, fixed ?? permissions)) return undefined;
    // The toasts' store and these words load after the page (decision 033).
    void Promise.all([toasts(), i18n.loadNamespaces('session')]).then(([store]) =>
      store.show({ color: 'red', message: i18n.t('session:no_permission') }),
    );
    return redirect(HOME_PATH);
  };
}

/** Signed in with a verified e-mail address. */
const registered: RouteGuard = async ({ url, user }) => {
  const current = await user();
  if (!current) return toLogin(url);
  return current.email_verified_at ? undefined : redirect(VERIFY_EMAIL_PATH);
};

// Whether the order is this user's is only known to the server, whose order endpoints answer 404 for anyone
// else's order; this guard keeps visitors out before that request.
const orderOwner: RouteGuard = signedIn;

/** The named route guards of SPEC §2 and §6. */
export const guardRegistry = {
  auth: signedIn,
  guest: guestOnly,
  permission: permitted(),
  registered,
  'order-owner': orderOwner,
  'check-edit-coin': permitted(['update_coins']),
  'check-edit-gift-card': permitted(['update_settings']),
  'check-create-product': permitted(['create_products']),
  'check-edit-product': permitted(['update_products']),
  'check-customization-settings': permitted(['update_settings']),
  'check-notifications-settings': permitted(['update_settings']),
  'check-shopping-card-info': registered,
} satisfies Record<string, RouteGuard>;

export type GuardName = keyof typeof guardRegistry;
