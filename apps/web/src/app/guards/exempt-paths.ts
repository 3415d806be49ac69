/** SPEC §6: paths a missing permission never redirects away from. */
const EXEMPT_PATHS = [
  /^\/?$/,
  /^\/store\/?$/i,
  /^\/offers\/?$/i,
  /^\/auth(\/|$)/i,
  /^\/admin\/orders\/[^/]+\/show\/?$/i,
  /^\/payment_shopping_card\/[^/]+\/?$/i,
];

export function isPermissionExempt(pathname: string): boolean {
  return EXEMPT_PATHS.some((pattern) => pattern.test(pathname));
}
