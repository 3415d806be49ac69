import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../mail/mail.table';

/** The mails the outbox holds for one address, newest first (test support). */
export function mailsTo(db: Database, email: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
}

/** The first link in a mail's text that starts with `prefix` (test support). */
export function linkIn(text: string, prefix: string): URL {
  const found = text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(found);
}
