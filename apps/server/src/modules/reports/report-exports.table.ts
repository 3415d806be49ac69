import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * A report's file in the making or made (decision 036): who asked, which report with which filters, how far the job
 * is, and the file's name under the data folder once made. A job deletes the rows and files older than a day.
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    report: varchar('report', { length: 24 }).notNull(),
    format: varchar('format', { length: 8 }).notNull(),
    /** The filters as the export path's query read them; read again by the job with the same schema. */
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    locale: varchar('locale', { length: 8 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    /** The name the browser saves it under (report, period, extension). */
    fileName: text('file_name').notNull(),
    bytes: integer('bytes'),
    /** A message key: why it failed. */
    error: varchar('error', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('report_exports_user_idx').on(t.userId, t.createdAt),
    index('report_exports_status_idx').on(t.status, t.createdAt),
  ],
);
