import type { Locale, RoleBody } from '@shop/contracts';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { conflict, type FieldErrorKeys, invalidFields, notAllowed, notFound } from '../../lib/domain-errors';
import type { MessageKey, MessageParams } from '../../lib/messages';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { readAsAnother } from '../../lib/read-as';
import { type Actor, canGrant } from './actor';
import { anotherAllHolderExists, lockAllHolders } from './all-holders';
import { roleName } from './role-name';
import { findRole, type StoredRole } from './role-view';
import { type RoleRow, roles } from './roles.table';
import { users } from './users.table';

export async function getRole(db: DbOrTx, id: number): Promise<StoredRole> {
  const role = await findRole(db, id);
  if (!role) throw notFound();
  return role;
}

export async function createRole(
  db: Database,
  actor: Actor,
  body: RoleBody,
  locale: Locale,
): Promise<StoredRole> {
  if (!canGrant(actor, body.permissions)) throw invalidFields({ permissions: ['permissions_not_grantable'] });
  return db.transaction(async (tx) => {
    const name = await nameRefusal(tx, body.name, undefined, locale);
    if (name) throw invalidFields({ name: [name.key] }, 'validation_failed', name.params);
    const id = await writeRole(() =>
      tx.insert(roles).values({ name: body.name, permissions: body.permissions }).returning({ id: roles.id }),
    );
    return getRole(tx, id);
  });
}

/**
 * Changes a role's name and permissions. The administrator role keeps ALL, nobody takes ALL away from their
 * own role, and the last enabled ALL holder stays: the shop can never lock itself out.
 */
export async function updateRole(
  db: Database,
  actor: Actor,
  id: number,
  body: RoleBody,
  locale: Locale,
): Promise<StoredRole> {
  return db.transaction(async (tx) => {
    await lockAllHolders(tx);
    const role = await manageableRole(tx, actor, id);
    const errors: FieldErrorKeys = {};
    if (!canGrant(actor, body.permissions)) errors.permissions = ['permissions_not_grantable'];
    else if (role.permissions.includes('ALL') && !body.permissions.includes('ALL')) {
      if (role.key === 'administrator') errors.permissions = ['administrator_needs_all'];
      else if (role.id === actor.roleId) errors.permissions = ['cannot_drop_own_all'];
      else if (!(await anotherAllHolderExists(tx, { roleId: id }))) errors.permissions = ['last_all_holder'];
    }
    // A role saved with its name unchanged is not judged again: one named before a rule keeps saving.
    const name = body.name === role.name ? undefined : await nameRefusal(tx, body.name, id, locale);
    if (name) errors.name = [name.key];
    if (Object.keys(errors).length) throw invalidFields(errors, 'validation_failed', name?.params);
    await writeRole(() =>
      tx
        .update(roles)
        .set({ name: body.name, permissions: body.permissions, updatedAt: new Date() })
        .where(eq(roles.id, id))
        .returning({ id: roles.id }),
    );
    return getRole(tx, id);
  });
}

/** The roles the shop relies on, and roles still given to someone, stay. */
export async function deleteRole(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const role = await manageableRole(tx, actor, id);
    if (role.key !== null) throw conflict('role_is_system');
    const [used] = await tx.select({ id: users.id }).from(users).where(eq(users.roleId, id)).limit(1);
    if (used) throw conflict('role_in_use');
    try {
      await tx.delete(roles).where(eq(roles.id, id));
    } catch (error) {
      // A user was given this role meanwhile.
      if (isForeignKeyViolation(error)) throw conflict('role_in_use');
      throw error;
    }
  });
}

/** The role, locked for this change; nobody changes a role that holds more than they do. */
async function manageableRole(tx: Tx, actor: Actor, id: number): Promise<RoleRow> {
  const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!role) throw notFound();
  if (!canGrant(actor, role.permissions)) throw notAllowed();
  return role;
}

/**
 * Names differ by more than case: "Ventas" and "ventas" would be the same role to a person. Nor may a role take the
 * name one of the shop's own roles reads by in another language (decision 087): "Wholesaler" beside the shop's
 * "Mayorista" would be two roles an English reader cannot tell apart. A reader to whom the name is simply taken is
 * told so; one who reads the other role under another name is told which role it is.
 */
async function nameRefusal(
  tx: Tx,
  name: string,
  exceptId: number | undefined,
  locale: Locale,
): Promise<{ key: MessageKey; params?: MessageParams } | undefined> {
  const others = exceptId === undefined ? undefined : ne(roles.id, exceptId);
  const wanted = name.toLowerCase();
  const [taken] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(sql`lower(${roles.name})`, wanted), others))
    .limit(1);
  if (taken) return { key: 'role_name_taken' };
  const keyed = await tx
    .select({ key: roles.key, name: roles.name })
    .from(roles)
    .where(and(isNotNull(roles.key), others));
  const other = readAsAnother(keyed, wanted, roleName, locale);
  if (!other) return undefined;
  return other.sameWords
    ? { key: 'role_name_taken' }
    : { key: 'role_name_read_as', params: { role: other.name } };
}

async function writeRole(write: () => Promise<Array<{ id: number }>>): Promise<number> {
  try {
    const [row] = await write();
    if (!row) throw notFound();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ name: ['role_name_taken'] });
    throw error;
  }
}
