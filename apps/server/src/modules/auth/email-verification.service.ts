import { EMAIL_VERIFICATION_TTL_MINUTES, type Locale } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { hmac, safeEqual, sha256 } from '../../lib/crypto';
import { users } from '../users';
import { findUserById } from './account.queries';
import type { AuthDeps } from './auth.deps';
import { verificationMail } from './auth.mails';
import { countAttempt, counters } from './auth.throttles';

interface Account {
  id: number;
  email: string;
  name: string;
}

export interface VerificationLink {
  id: number;
  hash: string;
  /** Unix time in seconds. */
  expires: number;
  signature: string;
}

const sign = (secret: string, id: number, hash: string, expires: number) =>
  hmac(secret, `${id}.${hash}.${expires}`);

/**
 * A link that proves it came from us (signature over id, e-mail hash and expiry), so it works without a
 * session, in whatever browser the mail is opened. Changing the e-mail invalidates older links.
 */
export function verificationUrl(
  deps: Pick<AuthDeps, 'publicUrl' | 'secret'>,
  account: Account,
  now = new Date(),
) {
  const hash = sha256(account.email);
  const expires = Math.floor(now.getTime() / 1000) + EMAIL_VERIFICATION_TTL_MINUTES * 60;
  const signature = sign(deps.secret, account.id, hash, expires);
  const query = new URLSearchParams({ expires: String(expires), signature });
  return `${deps.publicUrl}/api/verify-email/${account.id}/${hash}?${query}`;
}

export async function sendVerificationMail(deps: AuthDeps, account: Account, locale: Locale): Promise<void> {
  const url = verificationUrl(deps, account);
  await deps.mailer.send(verificationMail(account, url, EMAIL_VERIFICATION_TTL_MINUTES, locale));
}

/** The resend button: a new link unless the address is already verified. */
export async function resendVerificationMail(
  deps: AuthDeps,
  request: { userId: number; ip: string; locale: Locale },
): Promise<'sent' | 'already_verified'> {
  const { userId, ip, locale } = request;
  await countAttempt(deps.db, ...counters.verificationMail(userId, ip));
  const user = await findUserById(deps.db, userId);
  if (!user || user.emailVerifiedAt) return 'already_verified';
  await sendVerificationMail(deps, user, locale);
  return 'sent';
}

/** Marks the address verified when the link is genuine, unexpired and still names the account's e-mail. */
export async function verifyEmailLink(
  deps: AuthDeps,
  link: VerificationLink,
  now = new Date(),
): Promise<boolean> {
  const expected = sign(deps.secret, link.id, link.hash, link.expires);
  if (!safeEqual(link.signature, expected)) return false;
  if (link.expires * 1000 < now.getTime()) return false;
  const user = await findUserById(deps.db, link.id);
  if (!user || !safeEqual(sha256(user.email), link.hash)) return false;
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  return true;
}
