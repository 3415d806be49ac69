// The plain constants of `auth.ts`, without zod: the storefront's first load needs them, not the schemas.

/** Paths under /api, shared by the server routes, the web client and the tests. */
export const AUTH_PATHS = {
  csrfCookie: '/csrf-cookie',
  register: '/register',
  login: '/login',
  logout: '/logout',
  user: '/user',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verificationNotification: '/email/verification-notification',
  verifyEmail: '/verify-email/:id/:hash',
  confirmPassword: '/user/confirm-password',
  profileInformation: '/user/profile-information',
  password: '/user/password',
  deleteUser: '/user',
  accessTokens: '/user/tokens',
  accessToken: '/user/tokens/:id',
} as const;

/** Brute-force limits (issue 2): 5 failures per e-mail and address within 15 minutes. */
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_WINDOW_MINUTES = 15;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_VERIFICATION_TTL_MINUTES = 60;
/** A bearer token (token mode) lives this long after it is issued; the user can revoke it sooner. */
export const ACCESS_TOKEN_TTL_DAYS = 30;

/**
 * Limits per client address, across accounts (issue 11): password spraying, sign-up floods, mailbox floods.
 * Generous, because many shoppers share one public address behind a carrier's NAT.
 */
export const ADDRESS_LIMITS = {
  login: { max: 60, windowMinutes: 15 },
  register: { max: 10, windowMinutes: 60 },
  forgotPassword: { max: 20, windowMinutes: 15 },
  verificationMail: { max: 30, windowMinutes: 15 },
} as const;
/** Failed sign-ins for one account from every address together: slow, distributed guessing. */
export const ACCOUNT_LOGIN_MAX_ATTEMPTS = 30;
