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
} as const;

/** Brute-force limits (issue 2): 5 failures per e-mail and address within 15 minutes. */
export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_WINDOW_MINUTES = 15;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const EMAIL_VERIFICATION_TTL_MINUTES = 60;
