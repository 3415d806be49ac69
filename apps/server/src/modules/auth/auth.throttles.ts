import { LOGIN_MAX_ATTEMPTS, LOGIN_WINDOW_MINUTES } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { tooManyRequests } from '../../lib/app-error';
import { throttle } from '../throttle';

export interface AttemptLimit {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const LIMITS = {
  /** Per e-mail and address: guessing passwords. */
  login: { max: LOGIN_MAX_ATTEMPTS, windowMs: LOGIN_WINDOW_MINUTES * MINUTE },
  /** Per e-mail and address: flooding someone's mailbox. */
  forgotPassword: { max: 5, windowMs: 15 * MINUTE },
  /** Per user: flooding their own mailbox through the resend button. */
  verificationMail: { max: 6, windowMs: MINUTE },
  /** Per user: a stolen session must not be able to guess the password behind it. */
  passwordCheck: { max: LOGIN_MAX_ATTEMPTS, windowMs: LOGIN_WINDOW_MINUTES * MINUTE },
} as const satisfies Record<string, AttemptLimit>;

export const throttleKeys = {
  login: (email: string, ip: string) => `login:${email}:${ip}`,
  forgotPassword: (email: string, ip: string) => `forgot-password:${email}:${ip}`,
  verificationMail: (userId: number) => `verification-mail:${userId}`,
  passwordCheck: (userId: number) => `password-check:${userId}`,
};

/**
 * Counts the attempt before doing the work it guards, in one atomic statement, so that parallel requests
 * cannot all pass a check made before any of them is counted. Over the limit it throws 429 with retry-after.
 */
export async function countAttempt(db: DbOrTx, key: string, limit: AttemptLimit): Promise<void> {
  const state = await throttle.hit(db, key, limit.windowMs);
  if (state.hits > limit.max) throw tooManyRequests(state.retryAfterSeconds);
}

/** A success wipes the failures that came before it. */
export const forgetAttempts = (db: DbOrTx, key: string) => throttle.clear(db, key);
