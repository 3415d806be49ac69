import type { UserNote } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/domain-errors';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { userNotes } from './user-notes.table';
import { users } from './users.table';

const writer = alias(users, 'note_writer');

/** What staff keep in mind about a user (decision 104); an empty note for one without. 404 for no such user. */
export async function userNote(db: DbOrTx, userId: number): Promise<UserNote> {
  const [row] = await db
    .select({
      text: userNotes.text,
      at: userNotes.updatedAt,
      name: writer.name,
      lastname: writer.lastname,
    })
    .from(users)
    .leftJoin(userNotes, eq(userNotes.userId, users.id))
    .leftJoin(writer, eq(writer.id, userNotes.updatedBy))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return {
    text: row.text ?? '',
    by: row.name === null ? null : `${row.name} ${row.lastname ?? ''}`.trim(),
    at: row.at?.toISOString() ?? null,
  };
}

/** Writes the note, or clears it when `text` is empty; who wrote it last is kept. */
export async function saveUserNote(
  db: DbOrTx,
  userId: number,
  text: string,
  staffId: number,
): Promise<UserNote> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if (text === '') await db.delete(userNotes).where(eq(userNotes.userId, userId));
  else
    await db
      .insert(userNotes)
      .values({ userId, text, updatedBy: staffId, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: userNotes.userId,
        set: { text, updatedBy: staffId, updatedAt: new Date() },
      })
      // The user deleted meanwhile is the same 404 as one never there.
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? notFound() : error;
      });
  return userNote(db, userId);
}
