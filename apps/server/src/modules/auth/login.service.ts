import type { DbOrTx } from '../../db/client';
import { invalidFields } from '../../lib/domain-errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUserByEmail } from './account.queries';
import { countAttempt, counters, forgetAttempts } from './auth.throttles';
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
  const attempt = counters.login(input.email, input.ip);
  await countAttempt(db, ...attempt);
  const row = await findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(row?.passwordHash ?? (await decoy()), input.password);
  if (!row || !passwordOk || !row.enabled) throw credentialsRejected();
  // The client address's counter stays: a sprayer who guesses one password right must not start afresh.
  await forgetAttempts(db, ...attempt.filter((c) => !c.key.startsWith('login-address:')).map((c) => c.key));
  const user = await findCurrentUser(db, row.id);
  if (!user) throw credentialsRejected();
  return user;
}
