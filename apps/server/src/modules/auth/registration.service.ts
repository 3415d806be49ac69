import type { Locale, RegisterBody } from '@shop/contracts';
import { invalidFields } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import { users } from '../users/users.table';
import { emailTaken, roleIdByKey } from './account.queries';
import type { AuthDeps } from './auth.deps';
import { sendVerificationMail } from './email-verification.service';
import { type CurrentUser, findCurrentUser } from './sessions.service';

const emailTakenError = () => invalidFields({ email: ['email_taken'] });

/** A shopper signs up as a retail customer and is asked to verify the address. */
export async function register(deps: AuthDeps, input: RegisterBody, locale: Locale): Promise<CurrentUser> {
  if (await emailTaken(deps.db, input.email)) throw emailTakenError();
  const roleId = await roleIdByKey(deps.db, 'customer');
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const [row] = await deps.db
      .insert(users)
      .values({ name: input.name, lastname: input.lastname, email: input.email, passwordHash, roleId })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    userId = row.id;
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  await sendVerificationMail(deps, { id: userId, email: input.email, name: input.name }, locale);
  const user = await findCurrentUser(deps.db, userId);
  if (!user) throw new Error('registered user vanished');
  return user;
}
