import {
  ACCOUNT_LOGIN_MAX_ATTEMPTS,
  ADDRESS_LIMITS,
  LOGIN_MAX_ATTEMPTS,
  LOGIN_WINDOW_MINUTES,
} from '@shop/contracts';
import { type AttemptCounter, type AttemptLimit, minutes } from '../throttle';

export { countAttempt, forgetAttempts } from '../throttle';

const perWindow = (limit: { max: number; windowMinutes: number }): AttemptLimit => ({
  max: limit.max,
  windowMs: minutes(limit.windowMinutes),
});

export const LIMITS = {
  /** Per e-mail and address: guessing one account's password. */
  login: { max: LOGIN_MAX_ATTEMPTS, windowMs: minutes(LOGIN_WINDOW_MINUTES) },
  /** Per e-mail from every address: guessing spread over many addresses. */
  loginAccount: { max: ACCOUNT_LOGIN_MAX_ATTEMPTS, windowMs: minutes(LOGIN_WINDOW_MINUTES) },
  /** Per e-mail and address: flooding someone's mailbox. */
  forgotPassword: { max: 5, windowMs: minutes(15) },
  /** Per user: flooding their own mailbox through the resend button. */
  verificationMail: { max: 6, windowMs: minutes(1) },
  /** Per user: a stolen session must not be able to guess the password behind it. */
  passwordCheck: { max: LOGIN_MAX_ATTEMPTS, windowMs: minutes(LOGIN_WINDOW_MINUTES) },
  /** Per user: changing the e-mail says whether the new one is taken, so it must not become a lookup service. */
  emailChange: { max: 5, windowMs: minutes(60) },
} as const satisfies Record<string, AttemptLimit>;

/** What one client address may try across every account (password spraying, sign-up and mail floods). */
const ADDRESS = {
  login: perWindow(ADDRESS_LIMITS.login),
  register: perWindow(ADDRESS_LIMITS.register),
  forgotPassword: perWindow(ADDRESS_LIMITS.forgotPassword),
  verificationMail: perWindow(ADDRESS_LIMITS.verificationMail),
};

/** The counters each account action adds to: the account's own and the client address's. */
export const counters = {
  login: (email: string, ip: string): AttemptCounter[] => [
    { key: `login:${email}:${ip}`, limit: LIMITS.login },
    { key: `login-account:${email}`, limit: LIMITS.loginAccount },
    { key: `login-address:${ip}`, limit: ADDRESS.login },
  ],
  register: (ip: string): AttemptCounter[] => [{ key: `register-address:${ip}`, limit: ADDRESS.register }],
  forgotPassword: (email: string, ip: string): AttemptCounter[] => [
    { key: `forgot-password:${email}:${ip}`, limit: LIMITS.forgotPassword },
    { key: `forgot-password-address:${ip}`, limit: ADDRESS.forgotPassword },
  ],
  verificationMail: (userId: number, ip: string): AttemptCounter[] => [
    { key: `verification-mail:${userId}`, limit: LIMITS.verificationMail },
    { key: `verification-mail-address:${ip}`, limit: ADDRESS.verificationMail },
  ],
  emailChange: (userId: number): AttemptCounter[] => [
    { key: `email-change:${userId}`, limit: LIMITS.emailChange },
  ],
  passwordCheck: (userId: number): AttemptCounter[] => [
    { key: `password-check:${userId}`, limit: LIMITS.passwordCheck },
  ],
};
