import type { DbOrTx } from '../../db/client';
import { invalidFields } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUserByEmail } from './account.queries';
import { countAttempt, forgetAttempts, LIMITS, throttleKeys } from './auth.throttles';
import { type CurrentUser, findCurrentUser } from './sessions.service';

// Checking a password against this when the e-mail is unknown makes both failures take the same time.
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword('decoy password that matches nothing 0');
  return decoyHash;
};

const credentialsRejected = () => invalidFields({ email: ['auth_failed'] }, 'auth_failed');

/**
 * Checks the credentials under the brute-force limit. An unknown e-mail, a wrong password and a disabled
 * account all get the same answer, so the reply never tells whether an account exists.
 */
export async function authenticate(
  db: DbOrTx,
  input: { email: string; password: string; ip: string },
): Promise<CurrentUser> {
  const key = throttleKeys.login(input.email, input.ip);
  await countAttempt(db, key, LIMITS.login);
  const row = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(row?.passwordHash ?? (await decoy()), input.password);
  if (!row || !passwordOk || !row.enabled) throw credentialsRejected();
  await forgetAttempts(db, key);
  const user = await findCurrentUser(db, row.id);
  if (!user) throw credentialsRejected();
  return user;
}
