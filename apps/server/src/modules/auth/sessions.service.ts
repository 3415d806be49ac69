import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { roles } from '../roles/roles.table';
import { users } from '../users/users.table';
import { personalAccessTokens, sessions } from './auth.table';

export const SESSION_IDLE_MS = 60 * 60 * 1000;
/** Writing last activity on every request would be wasteful; a minute of slack is harmless against an hour. */
const TOUCH_AFTER_MS = 60 * 1000;

export interface CurrentUser {
  id: number;
  name: string;
  lastname: string;
  email: string;
  enabled: boolean;
  emailVerifiedAt: Date | null;
  role: { id: number; key: string | null; name: string };
  permissions: string[];
}

export interface SessionState {
  id: string;
  userId: number | null;
  data: Record<string, unknown>;
}

const userColumns = {
  id: users.id,
  name: users.name,
  lastname: users.lastname,
  email: users.email,
  enabled: users.enabled,
  emailVerifiedAt: users.emailVerifiedAt,
  roleId: roles.id,
  roleKey: roles.key,
  roleName: roles.name,
  permissions: roles.permissions,
};

interface UserColumns {
  id: number;
  name: string;
  lastname: string;
  email: string;
  enabled: boolean;
  emailVerifiedAt: Date | null;
  roleId: number;
  roleKey: string | null;
  roleName: string;
  permissions: string[];
}

function toCurrentUser(row: UserColumns): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    enabled: row.enabled,
    emailVerifiedAt: row.emailVerifiedAt,
    role: { id: row.roleId, key: row.roleKey, name: row.roleName },
    permissions: row.permissions,
  };
}

/** The user as a signed-in request sees it, or null when there is no such user. */
export async function findCurrentUser(db: DbOrTx, userId: number): Promise<CurrentUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ? toCurrentUser(row) : null;
}

/** Creates a session and returns the cookie token; only its hash is stored. */
export async function createSession(
  db: DbOrTx,
  input: { userId: number | null; data?: Record<string, unknown>; ip?: string; userAgent?: string },
): Promise<{ token: string; session: SessionState }> {
  const token = randomToken();
  const id = sha256(token);
  const data = input.data ?? {};
  await db.insert(sessions).values({
    id,
    userId: input.userId,
    data,
    ip: input.ip?.slice(0, 64),
    userAgent: input.userAgent?.slice(0, 300),
  });
  return { token, session: { id, userId: input.userId, data } };
}

/**
 * Finds the live session of a cookie token with its user. A session idle for longer than an hour, or whose
 * user was disabled, is deleted and reads as no session.
 */
export async function findSession(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<{ session: SessionState; user: CurrentUser | null } | null> {
  const id = sha256(token);
  const [row] = await db
    .select({ session: sessions, ...userColumns, userId: sessions.userId })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const idle = now.getTime() - row.session.lastActivityAt.getTime();
  const userGone = row.session.userId !== null && (row.id === null || !row.enabled);
  if (idle > SESSION_IDLE_MS || userGone) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (idle > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastActivityAt: now }).where(eq(sessions.id, id));
  }
  const user = row.id === null ? null : toCurrentUser(row as UserColumns);
  return { session: { id, userId: row.session.userId, data: row.session.data }, user };
}

export async function deleteSession(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function deleteUserSessions(db: DbOrTx, userId: number, exceptId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptId}`)
        : eq(sessions.userId, userId),
    );
}

export async function saveSessionData(db: DbOrTx, id: string, data: Record<string, unknown>): Promise<void> {
  await db.update(sessions).set({ data }).where(eq(sessions.id, id));
}

export async function deleteIdleSessions(db: DbOrTx, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.lastActivityAt, new Date(now.getTime() - SESSION_IDLE_MS)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Issues a bearer token for token mode; the plain token is shown once. */
export async function createAccessToken(db: DbOrTx, userId: number, name: string): Promise<string> {
  const token = randomToken(40);
  await db
    .insert(personalAccessTokens)
    .values({ userId, name: name.slice(0, 100), tokenHash: sha256(token) });
  return token;
}

export async function findUserByAccessToken(
  db: DbOrTx,
  token: string,
): Promise<{ tokenId: number; user: CurrentUser } | null> {
  const [row] = await db
    .select({ tokenId: personalAccessTokens.id, ...userColumns })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(personalAccessTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row?.enabled) return null;
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: new Date() })
    .where(eq(personalAccessTokens.id, row.tokenId));
  return { tokenId: row.tokenId, user: toCurrentUser(row) };
}

/** Revokes every bearer token of a user but the one in use (if any). */
export async function deleteUserAccessTokens(db: DbOrTx, userId: number, exceptId?: number): Promise<void> {
  await db
    .delete(personalAccessTokens)
    .where(
      exceptId
        ? and(eq(personalAccessTokens.userId, userId), ne(personalAccessTokens.id, exceptId))
        : eq(personalAccessTokens.userId, userId),
    );
}

export async function deleteAccessToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, tokenId));
}
