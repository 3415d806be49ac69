import { type Locale, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordBody } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { invalidFields } from '../../lib/domain-errors';
import { hashPassword } from '../../lib/password';
import { users } from '../users';
import { findUserByEmail } from './account.queries';
import type { AuthDeps } from './auth.deps';
import { passwordResetMail } from './auth.mails';
import { passwordResetTokens } from './auth.table';
import { countAttempt, counters } from './auth.throttles';
import { endOtherCredentials } from './sessions.service';

/**
 * Mails a reset link when the address belongs to an enabled account. Only the attempt is counted before the
 * reply; looking the account up and mailing happen after it, so the reply is the same, in the same time, whether
 * the account exists or not.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; ip: string; locale: Locale },
): Promise<void> {
  await countAttempt(deps.db, ...counters.forgotPassword(input.email, input.ip));
  deps.background.run('password reset mail', () => mailResetLink(deps, input));
}

async function mailResetLink(deps: AuthDeps, input: { email: string; locale: Locale }): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user?.enabled) return;
  const token = randomToken();
  const tokenHash = sha256(token);
  const createdAt = new Date();
  await deps.db
    .insert(passwordResetTokens)
    .values({ userId: user.id, tokenHash, createdAt })
    .onConflictDoUpdate({ target: passwordResetTokens.userId, set: { tokenHash, createdAt } });
  const query = new URLSearchParams({ token, email: user.email });
  const url = `${deps.publicUrl}/Auth/ResetPassword?${query}`;
  await deps.mailer.send(passwordResetMail(user, url, PASSWORD_RESET_TTL_MINUTES, input.locale));
}

const invalidToken = () => invalidFields({ email: ['password_reset_invalid'] }, 'password_reset_invalid');

/**
 * Sets the new password when the token is the latest one mailed to that address and still fresh. Whoever
 * held the account before (every session and bearer token) is signed out: a reset often follows a theft.
 */
export async function resetPassword(db: DbOrTx, input: ResetPasswordBody, now = new Date()): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  if (!user?.enabled) throw invalidToken();
  const [stored] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.userId, user.id))
    .limit(1);
  const fresh = stored && now.getTime() - stored.createdAt.getTime() <= PASSWORD_RESET_TTL_MINUTES * 60_000;
  if (!stored || !fresh || !safeEqual(stored.tokenHash, sha256(input.token))) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Deleting first makes a second use of the same token (a double click) find nothing and fail cleanly.
    const deleted = await tx
      .delete(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.userId, user.id), eq(passwordResetTokens.tokenHash, stored.tokenHash)),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (deleted.length === 0) throw invalidToken();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await endOtherCredentials(tx, user.id);
  });
}
