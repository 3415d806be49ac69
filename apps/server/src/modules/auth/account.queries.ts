import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { roles, type UserRow, users } from '../users';

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether another account already uses this (lower-cased) e-mail. */
export async function emailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

export async function roleIdByKey(db: DbOrTx, key: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key)).limit(1);
  if (!row) throw new Error(`The system role '${key}' is missing; seed the roles first.`);
  return row.id;
}
