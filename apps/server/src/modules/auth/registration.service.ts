import type { Locale, RegisterBody } from '@shop/contracts';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/pg-errors';
import { users } from '../users';
import { findUserByEmail, roleIdByKey } from './account.queries';
import type { AuthDeps } from './auth.deps';
import { accountExistsMail } from './auth.mails';
import { countAttempt, counters } from './auth.throttles';
import { sendVerificationMail } from './email-verification.service';

/**
 * A shopper signs up as a retail customer and is asked to verify the address. The reply is the same whether the
 * address is new or already has an account (whose owner is told by mail instead), and it comes before that work
 * is done, so neither its words nor its time tell who has an account (docs/security.md).
 */
export async function register(
  deps: AuthDeps,
  input: RegisterBody,
  context: { ip: string; locale: Locale },
): Promise<void> {
  await countAttempt(deps.db, ...counters.register(context.ip));
  deps.background.run('registration', () => createAccount(deps, input, context.locale));
}

async function createAccount(deps: AuthDeps, input: RegisterBody, locale: Locale): Promise<void> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) return tellOwner(deps, existing, locale);
  const roleId = await roleIdByKey(deps.db, 'customer');
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await deps.db
      .insert(users)
      .values({
        name: input.name,
        lastname: input.lastname,
        email: input.email,
        passwordHash,
        roleId,
        locale,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user insert returned nothing');
    await sendVerificationMail(deps, { id: row.id, email: input.email, name: input.name }, locale);
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides, the owner hears of the other.
    if (!isUniqueViolation(error)) throw error;
    const winner = await findUserByEmail(deps.db, input.email);
    if (winner) await tellOwner(deps, winner, locale);
  }
}

function tellOwner(deps: AuthDeps, owner: { email: string; name: string }, locale: Locale): Promise<void> {
  return deps.mailer.send(accountExistsMail(owner, `${deps.publicUrl}/Auth/ForgotPassword`, locale));
}
