import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { randomToken, sha256 } from '../../lib/crypto';
import { analyticsSalts } from './analytics.table';

/** The salt of the day, per database: read once per day and process, written by whichever instance comes first. */
const known = new WeakMap<object, { day: string; salt: string }>();

async function saltOf(db: DbOrTx, day: string): Promise<string> {
  const cached = known.get(db);
  if (cached?.day === day) return cached.salt;
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomToken(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day));
  if (!row) throw new Error(`no analytics salt for ${day}`);
  known.set(db, { day, salt: row.salt });
  return row.salt;
}

/**
 * A visitor's mark for one day (decision 035): the address and browser hashed with a salt that exists only that day.
 * The same visitor tomorrow gets another mark, and once the salt is deleted nobody can tell whose a mark was.
 */
export async function visitorHash(
  db: DbOrTx,
  day: string,
  address: string,
  userAgent: string,
): Promise<string> {
  return sha256(`${await saltOf(db, day)}|${address}|${userAgent}`);
}

/** Forgets the salts of the days gone by: from then on their marks are anonymous counts. */
export async function forgetOldSalts(db: DbOrTx, today: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
}
