import {
  CONTACT_LIMITS,
  type ContactBody,
  type ContactListQuery,
  type ContactListReply,
  type ContactMessage,
  type ContactStatus,
} from '@shop/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { notFound } from '../../lib/domain-errors';
import { listMeta, pageOffset } from '../../lib/pagination';
import { matchesEveryWord } from '../../lib/text-search';
import type { Mailer } from '../mail';
import { staffToNotify } from '../settings';
import { countAttempt, minutes } from '../throttle';
import { users } from '../users';
import { contactMail } from './contact.mails';
import { type ContactMessageRow, contactMessages } from './contact.table';

export interface ContactDeps {
  db: DbOrTx;
  mailer: Mailer;
  background: BackgroundTasks;
  publicUrl: string;
}

const limit = (l: { max: number; windowMinutes: number }) => ({
  max: l.max,
  windowMs: minutes(l.windowMinutes),
});

/**
 * Keeps a message and mails it to the staff named in the notifications (in the background: the sender does not
 * wait for the mail server). Counted per client address and per sender before anything is kept; a filled spam trap
 * is counted too, and then dropped without saying so.
 */
export async function sendContactMessage(deps: ContactDeps, body: ContactBody, ip: string): Promise<void> {
  await countAttempt(
    deps.db,
    { key: `contact-address:${ip}`, limit: limit(CONTACT_LIMITS.perAddress) },
    { key: `contact-email:${body.email}`, limit: limit(CONTACT_LIMITS.perEmail) },
  );
  if (body.website) return;
  await deps.db.insert(contactMessages).values({ name: body.name, email: body.email, message: body.message });
  deps.background.run('contact mail', async () => {
    const recipients = await staffToNotify(deps.db, 'contact_message');
    const adminUrl = `${deps.publicUrl}/admin/contacts`;
    for (const to of recipients) await deps.mailer.send(contactMail(to, body, adminUrl));
  });
}

type Row = ContactMessageRow & { handledByName: string | null; handledByLastname: string | null };

function toMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    status: row.status as ContactStatus,
    handled_by:
      row.handledByName === null ? null : `${row.handledByName} ${row.handledByLastname ?? ''}`.trim(),
    created_at: row.createdAt.toISOString(),
  };
}

const withHandler = (db: DbOrTx) =>
  db
    .select({
      ...contactMessageColumns(),
      handledByName: users.name,
      handledByLastname: users.lastname,
    })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy));

function contactMessageColumns() {
  const { id, name, email, message, status, handledBy, createdAt, updatedAt } = contactMessages;
  return { id, name, email, message, status, handledBy, createdAt, updatedAt };
}

const ORDERS: Record<ContactListQuery['sort'], SQL[]> = {
  '-created_at': [desc(contactMessages.createdAt), desc(contactMessages.id)],
  created_at: [asc(contactMessages.createdAt), asc(contactMessages.id)],
};

export async function listContactMessages(db: DbOrTx, query: ContactListQuery): Promise<ContactListReply> {
  const where = and(
    matchesEveryWord([contactMessages.name, contactMessages.email, contactMessages.message], query.search),
    query.status ? eq(contactMessages.status, query.status) : undefined,
  );
  const [rows, [totals], [unread]] = await Promise.all([
    withHandler(db)
      .where(where)
      .orderBy(...ORDERS[query.sort])
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ total: count() }).from(contactMessages).where(eq(contactMessages.status, 'new')),
  ]);
  return {
    data: rows.map(toMessage),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
    unread: unread?.total ?? 0,
  };
}

export async function getContactMessage(db: DbOrTx, id: number): Promise<ContactMessage> {
  const [row] = await withHandler(db).where(eq(contactMessages.id, id));
  if (!row) throw notFound('contact_message_not_found');
  return toMessage(row);
}

/** Marks a message read, handled (by whom) or new again. */
export async function setContactStatus(
  db: DbOrTx,
  id: number,
  status: ContactStatus,
  userId: number,
): Promise<ContactMessage> {
  const updated = await db
    .update(contactMessages)
    .set({ status, handledBy: status === 'handled' ? userId : null, updatedAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) throw notFound('contact_message_not_found');
  return getContactMessage(db, id);
}
