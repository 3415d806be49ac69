import { ACCESS_TOKEN_TTL_DAYS, type Locale } from '@shop/contracts';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { roles, users } from '../users';
import { passwordResetTokens, personalAccessTokens, sessions } from './auth.table';

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
): Promise<{ session: SessionState; user: CurrentUser | null; userLocale: string | null } | null> {
  const id = sha256(token);
  const [row] = await db
    .select({ session: sessions, ...userColumns, userId: sessions.userId, userLocale: users.locale })
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
  return {
    session: { id, userId: row.session.userId, data: row.session.data },
    user,
    userLocale: row.userLocale,
  };
}

/** Keeps the language a signed-in person now uses the shop in: the one their mails are written in (decision 063). */
export async function rememberLocale(db: DbOrTx, userId: number, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
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

const DAY_MS = 24 * 3600 * 1000;

/** Issues a bearer token for token mode; the plain token is shown once and expires after ACCESS_TOKEN_TTL_DAYS. */
export async function createAccessToken(
  db: DbOrTx,
  userId: number,
  name: string,
  now = new Date(),
): Promise<string> {
  const token = randomToken(40);
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_DAYS * DAY_MS);
  await db
    .insert(personalAccessTokens)
    .values({ userId, name: name.slice(0, 100), tokenHash: sha256(token), createdAt: now, expiresAt });
  return token;
}

export interface AccessTokenRow {
  id: number;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date;
}

/** The user's live bearer tokens, newest first (never their secret: only its hash is kept anyway). */
export function listAccessTokens(db: DbOrTx, userId: number, now = new Date()): Promise<AccessTokenRow[]> {
  return db
    .select({
      id: personalAccessTokens.id,
      name: personalAccessTokens.name,
      createdAt: personalAccessTokens.createdAt,
      lastUsedAt: personalAccessTokens.lastUsedAt,
      expiresAt: personalAccessTokens.expiresAt,
    })
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), gt(personalAccessTokens.expiresAt, now)))
    .orderBy(desc(personalAccessTokens.createdAt), desc(personalAccessTokens.id));
}

/** Revokes one of the user's own tokens; false when the user has no such token. */
export async function revokeAccessToken(db: DbOrTx, userId: number, tokenId: number): Promise<boolean> {
  const deleted = await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, tokenId), eq(personalAccessTokens.userId, userId)))
    .returning({ id: personalAccessTokens.id });
  return deleted.length > 0;
}

export async function deleteExpiredAccessTokens(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(personalAccessTokens).where(lt(personalAccessTokens.expiresAt, now));
}

/**
 * After a password is set (changed by its owner, reset by mail, or set by staff), whoever else held the account
 * is out: every other session and bearer token ends, and a reset link mailed before can no longer be used.
 */
export async function endOtherCredentials(
  db: DbOrTx,
  userId: number,
  keep: { sessionId?: string | null | undefined; accessTokenId?: number | null | undefined } = {},
): Promise<void> {
  await deleteUserSessions(db, userId, keep.sessionId ?? undefined);
  await deleteUserAccessTokens(db, userId, keep.accessTokenId ?? undefined);
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function findUserByAccessToken(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<{ tokenId: number; user: CurrentUser } | null> {
  const [row] = await db
    .select({ tokenId: personalAccessTokens.id, ...userColumns })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(personalAccessTokens.tokenHash, sha256(token)), gt(personalAccessTokens.expiresAt, now)))
    .limit(1);
  if (!row?.enabled) return null;
  await db
    .update(personalAccessTokens)
    .set({ lastUsedAt: now })
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
