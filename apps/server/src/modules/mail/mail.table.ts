import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every mail the shop sends is recorded; without SMTP this table is where mail goes. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** stored (no SMTP configured), sent, or failed. */
    status: varchar('status', { length: 10 }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to), index('mail_outbox_created_at_idx').on(t.createdAt)],
);
