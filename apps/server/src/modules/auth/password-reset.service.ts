import { type Locale, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordBody } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalidFields } from '../../lib/app-error';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { hashPassword } from '../../lib/password';
import { users } from '../users/users.table';
import { findUserByEmail } from './account.queries';
import type { AuthDeps } from './auth.deps';
import { passwordResetMail } from './auth.mails';
import { passwordResetTokens } from './auth.table';
import { countAttempt, LIMITS, throttleKeys } from './auth.throttles';
import { deleteUserAccessTokens, deleteUserSessions } from './sessions.service';

/**
 * Mails a reset link when the address belongs to an enabled account. The caller answers the same either way,
 * so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  input: { email: string; ip: string; locale: Locale },
): Promise<void> {
  await countAttempt(deps.db, throttleKeys.forgotPassword(input.email, input.ip), LIMITS.forgotPassword);
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
    await deleteUserSessions(tx, user.id);
    await deleteUserAccessTokens(tx, user.id);
  });
}
