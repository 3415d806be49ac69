import { DEFAULT_LOCALE } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../lib/messages';
import { hashPassword } from '../../lib/password';
import { roles, users } from '../../modules/users';
import type { Database } from '../client';

/**
 * The roles the shop relies on. Their permissions can be edited later; their keys cannot. Their names are the shop's
 * language's words for them, which other readers read in theirs (modules/users/role-name.ts).
 */
export const SYSTEM_ROLE_SEEDS = [
  { key: 'administrator', name: MESSAGES.role_name_administrator[DEFAULT_LOCALE], permissions: ['ALL'] },
  { key: 'wholesaler', name: MESSAGES.role_name_wholesaler[DEFAULT_LOCALE], permissions: [] },
  { key: 'customer', name: MESSAGES.role_name_customer[DEFAULT_LOCALE], permissions: [] },
] as const;

export async function seedRoles(db: Database): Promise<void> {
  for (const role of SYSTEM_ROLE_SEEDS) {
    await db
      .insert(roles)
      .values({ key: role.key, name: role.name, permissions: [...role.permissions] })
      .onConflictDoNothing({ target: roles.key });
  }
}

/** Creates the super administrator, or brings its password and role back to what the configuration says. */
export async function ensureAdmin(db: Database, email: string, password: string): Promise<void> {
  const [admin] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'administrator'));
  if (!admin) throw new Error('The administrator role is missing; seed the roles first.');
  const passwordHash = await hashPassword(password);
  await db
    .insert(users)
    .values({
      name: 'Super',
      lastname: 'Administrador',
      email: email.toLowerCase(),
      passwordHash,
      roleId: admin.id,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        passwordHash,
        roleId: admin.id,
        enabled: true,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      },
    });
}
