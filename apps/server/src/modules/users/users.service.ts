import type { AdminUser, CreateUserBody, UpdateUserBody } from '@shop/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { type FieldErrorKeys, invalidFields, notAllowed, notFound } from '../../lib/domain-errors';
import { hashPassword } from '../../lib/password';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors';
import { endOtherCredentials } from '../auth';
import { type Actor, canGrant } from './actor';
import { anotherAllHolderExists, lockAllHolders } from './all-holders';
import { roles } from './roles.table';
import { findAdminUser } from './user-view';
import { users } from './users.table';

export async function getUser(db: DbOrTx, id: number): Promise<AdminUser> {
  const user = await findAdminUser(db, id);
  if (!user) throw notFound();
  return user;
}

/** Staff type the address themselves, so an account they create or re-address counts as verified. */
export async function createUser(db: Database, actor: Actor, body: CreateUserBody): Promise<AdminUser> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const errors: FieldErrorKeys = {};
    await checkRole(tx, actor, body.role_id, errors);
    await checkEmailFree(tx, body.email, undefined, errors);
    if (Object.keys(errors).length) throw invalidFields(errors);
    const id = await writeUser(() =>
      tx
        .insert(users)
        .values({
          name: body.name,
          lastname: body.lastname,
          email: body.email,
          passwordHash,
          roleId: body.role_id,
          enabled: body.enabled,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id }),
    );
    return getUser(tx, id);
  });
}

/**
 * Changes a user. Disabling signs them out everywhere at once; a new password signs out every other device.
 */
export async function updateUser(
  db: Database,
  actor: Actor,
  id: number,
  body: UpdateUserBody,
): Promise<AdminUser> {
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  return db.transaction(async (tx) => {
    await lockAllHolders(tx);
    const [current] = await tx
      .select({ id: users.id, email: users.email, enabled: users.enabled, permissions: roles.permissions })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, id))
      .limit(1);
    if (!current) throw notFound();
    // Nobody edits an account that holds more than they do.
    if (!canGrant(actor, current.permissions)) throw notAllowed();

    const errors: FieldErrorKeys = {};
    const role = await checkRole(tx, actor, body.role_id, errors);
    await checkEmailFree(tx, body.email, id, errors);
    const self = id === actor.id;
    await checkLockOut(
      tx,
      { id, self, wasAllHolder: current.enabled && current.permissions.includes('ALL') },
      body,
      role,
      errors,
    );
    if (Object.keys(errors).length) throw invalidFields(errors);

    const emailChanged = body.email !== current.email;
    await writeUser(() =>
      tx
        .update(users)
        .set({
          name: body.name,
          lastname: body.lastname,
          email: body.email,
          roleId: body.role_id,
          enabled: body.enabled,
          updatedAt: new Date(),
          ...(passwordHash ? { passwordHash } : {}),
          ...(emailChanged ? { emailVerifiedAt: new Date() } : {}),
        })
        .where(eq(users.id, id))
        .returning({ id: users.id }),
    );
    if (!body.enabled) await signOutEverywhere(tx, id);
    else if (passwordHash) await signOutEverywhere(tx, id, self ? actor : undefined);
    return getUser(tx, id);
  });
}

/** Nobody disables themself or takes ALL away from themself, and an enabled ALL holder always remains. */
async function checkLockOut(
  tx: Tx,
  target: { id: number; self: boolean; wasAllHolder: boolean },
  body: UpdateUserBody,
  role: { permissions: string[] } | undefined,
  errors: FieldErrorKeys,
): Promise<void> {
  if (target.self && !body.enabled) {
    errors.enabled = ['cannot_disable_self'];
    return;
  }
  const staysAllHolder = body.enabled && role?.permissions.includes('ALL') === true;
  if (!role || !target.wasAllHolder || staysAllHolder) return;
  if (target.self) errors.role_id = ['cannot_drop_own_all'];
  else if (!(await anotherAllHolderExists(tx, { userId: target.id }))) {
    errors[body.enabled ? 'role_id' : 'enabled'] = ['last_all_holder'];
  }
}

async function checkRole(tx: Tx, actor: Actor, roleId: number, errors: FieldErrorKeys) {
  const [role] = await tx
    .select({ id: roles.id, permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, roleId))
    .limit(1);
  if (!role) errors.role_id = ['role_unknown'];
  else if (!canGrant(actor, role.permissions)) errors.role_id = ['role_not_grantable'];
  return role;
}

async function checkEmailFree(tx: Tx, email: string, exceptId: number | undefined, errors: FieldErrorKeys) {
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .limit(1);
  if (taken) errors.email = ['email_taken'];
}

/**
 * Runs the write; a concurrent request that took the same e-mail, or deleted the role, meanwhile reads as the
 * same 422 the checks before it give.
 */
async function writeUser(write: () => Promise<Array<{ id: number }>>): Promise<number> {
  try {
    const [row] = await write();
    if (!row) throw notFound();
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ email: ['email_taken'] });
    if (isForeignKeyViolation(error)) throw invalidFields({ role_id: ['role_unknown'] });
    throw error;
  }
}

async function signOutEverywhere(tx: Tx, userId: number, keep?: Actor): Promise<void> {
  await endOtherCredentials(tx, userId, { sessionId: keep?.sessionId, accessTokenId: keep?.accessTokenId });
}
