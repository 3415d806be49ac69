import type { Locale, ProfileInformationBody, UpdatePasswordBody } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conflict, invalidFields, notSignedIn } from '../../lib/domain-errors';
import { hashPassword } from '../../lib/password';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { users } from '../users';
import { emailTaken } from './account.queries';
import type { AuthDeps } from './auth.deps';
import { countAttempt, counters } from './auth.throttles';
import { sendVerificationMail } from './email-verification.service';
import { checkOwnPassword } from './password-check';
import {
  type CurrentUser,
  endOtherCredentials,
  findCurrentUser,
  type SessionState,
  saveSessionData,
} from './sessions.service';

const emailTakenError = () => invalidFields({ email: ['email_taken'] });

/** A new e-mail address is unproven: it loses its verification and gets a new link. */
export async function updateProfileInformation(
  deps: AuthDeps,
  userId: number,
  input: ProfileInformationBody,
  locale: Locale,
): Promise<CurrentUser> {
  const current = await findCurrentUser(deps.db, userId);
  if (!current) throw notSignedIn();
  const emailChanged = current.email !== input.email;
  if (emailChanged) await countAttempt(deps.db, ...counters.emailChange(userId));
  if (emailChanged && (await emailTaken(deps.db, input.email, userId))) throw emailTakenError();
  try {
    await deps.db
      .update(users)
      .set({
        name: input.name,
        lastname: input.lastname,
        email: input.email,
        updatedAt: new Date(),
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      })
      .where(eq(users.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  if (emailChanged)
    await sendVerificationMail(deps, { id: userId, email: input.email, name: input.name }, locale);
  const updated = await findCurrentUser(deps.db, userId);
  if (!updated) throw notSignedIn();
  return updated;
}

/** Where the change was made stays signed in; every other session and bearer token of the user ends. */
export async function updatePassword(
  db: DbOrTx,
  userId: number,
  input: UpdatePasswordBody,
  keep: { sessionId?: string | undefined; accessTokenId?: number | undefined },
): Promise<void> {
  await checkOwnPassword(db, userId, input.current_password, 'current_password');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await endOtherCredentials(tx, userId, keep);
  });
}

/** Remembers in the session when the password was last confirmed, for screens that ask for a recent one. */
export async function confirmPassword(
  db: DbOrTx,
  userId: number,
  password: string,
  session: SessionState | null,
  now = Date.now(),
): Promise<void> {
  await checkOwnPassword(db, userId, password, 'password');
  if (!session) return;
  session.data = { ...session.data, password_confirmed_at: now };
  await saveSessionData(db, session.id, session.data);
}

/** Deleting the user also deletes its sessions, tokens and reset tokens (foreign keys cascade). */
export async function deleteAccount(db: DbOrTx, userId: number, password: string): Promise<void> {
  await checkOwnPassword(db, userId, password, 'password');
  try {
    await db.delete(users).where(eq(users.id, userId));
  } catch (error) {
    // Records that must outlive the account (orders, invoices) keep it from being deleted.
    if (isForeignKeyViolation(error)) throw conflict('account_has_records');
    throw error;
  }
}
