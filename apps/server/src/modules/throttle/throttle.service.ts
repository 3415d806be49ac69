import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { throttles } from './throttle.table';

export interface ThrottleState {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window, atomically across instances (one upsert statement).
 * A window that has passed starts again at one.
 */
export async function hit(
  db: DbOrTx,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<ThrottleState> {
  const resetAt = new Date(now.getTime() + windowMs);
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.resetAt} <= ${now} then 1 else ${throttles.hits} + 1 end`,
        resetAt: sql`case when ${throttles.resetAt} <= ${now} then ${resetAt} else ${throttles.resetAt} end`,
      },
    })
    .returning();
  return state(row, now);
}

/** The current count without adding to it. */
export async function peek(db: DbOrTx, key: string, now = new Date()): Promise<ThrottleState> {
  const [row] = await db.select().from(throttles).where(sql`${throttles.key} = ${key}`);
  if (!row || row.resetAt <= now) return { hits: 0, retryAfterSeconds: 0 };
  return state(row, now);
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.delete(throttles).where(sql`${throttles.key} = ${key}`);
}

export async function deleteExpired(db: DbOrTx, now = new Date()): Promise<void> {
  await db.delete(throttles).where(lt(throttles.resetAt, now));
}

function state(row: { hits: number; resetAt: Date } | undefined, now: Date): ThrottleState {
  if (!row) return { hits: 0, retryAfterSeconds: 0 };
  return {
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
  };
}
