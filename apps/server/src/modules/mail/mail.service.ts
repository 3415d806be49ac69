import type { ListQuery, MailOutboxList, MailStatus } from '@shop/contracts';
import { count, desc, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listMeta, pageOffset } from '../../lib/pagination';
import { mailOutbox } from './mail.table';

/** `%` and `_` typed in the search box are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The outbox, newest first, optionally only the mails whose recipient contains `search`. */
export async function listOutbox(db: DbOrTx, query: ListQuery): Promise<MailOutboxList> {
  const where = query.search ? ilike(mailOutbox.to, likePattern(query.search)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.per_page)
      .offset(pageOffset(query.page, query.per_page)),
    db.select({ value: count() }).from(mailOutbox).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      status: row.status as MailStatus,
      error: row.error,
      created_at: row.createdAt.toISOString(),
    })),
    meta: listMeta(query.page, query.per_page, total?.value ?? 0),
  };
}
