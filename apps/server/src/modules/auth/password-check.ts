import type { DbOrTx } from '../../db/client';
import { invalidFields, unauthenticated } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import type { UserRow } from '../users/users.table';
import { findUserById } from './account.queries';
import { countAttempt, forgetAttempts, LIMITS, throttleKeys } from './auth.throttles';

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
  const key = throttleKeys.passwordCheck(userId);
  await countAttempt(db, key, LIMITS.passwordCheck);
  const user = await findUserById(db, userId);
  if (!user) throw unauthenticated();
  const correct = await verifyPassword(user.passwordHash, password);
  if (!correct) throw invalidFields({ [field]: ['password_incorrect'] });
  await forgetAttempts(db, key);
  return user;
}
