import type { DbOrTx } from '../../db/client';
import { invalidFields, notSignedIn } from '../../lib/domain-errors';
import { verifyPassword } from '../../lib/password';
import type { UserRow } from '../users';
import { findUserById } from './account.queries';
import { countAttempt, counters, forgetAttempts } from './auth.throttles';

/**
 * Asks a signed-in user for their password again before a sensitive change, under a brute-force limit.
 * A wrong one fails the given field with 'La contraseña es incorrecta'.
 */
export async function checkOwnPassword(
  db: DbOrTx,
  userId: number,
  password: string,
  field: 'password' | 'current_password',
): Promise<UserRow> {
  const attempt = counters.passwordCheck(userId);
  await countAttempt(db, ...attempt);
  const user = await findUserById(db, userId);
  if (!user) throw notSignedIn();
  const correct = await verifyPassword(user.passwordHash, password);
  if (!correct) throw invalidFields({ [field]: ['password_incorrect'] });
  await forgetAttempts(db, ...attempt.map((c) => c.key));
  return user;
}
