import { date, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * What the shop counts, per hour (decision 035): one row per hour, kind, key and device class, whose count grows with
 * every batch. Kinds: `page` (key: the path), `referrer` (the other site's host), `product_view` and `cart_add` (the
 * product's id; a cart add counts units), `search_empty` (the term), `login` (success, failed or blocked).
 */
export const analyticsCounts = pgTable(
  'analytics_counts',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    key: varchar('key', { length: 400 }).notNull(),
    /** mobile, tablet, desktop; '' where it says nothing (sign-ins are counted by the server). */
    device: varchar('device', { length: 8 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hour, t.kind, t.key, t.device] }),
    index('analytics_counts_kind_hour_idx').on(t.kind, t.hour),
  ],
);

/**
 * One row per visitor and day, to count distinct visitors: the hash of the address and browser with that day's salt.
 * The salt is forgotten the next day, so no hash can ever be traced back to an address.
 */
export const analyticsVisitors = pgTable(
  'analytics_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/** Today's salt, shared by every instance of the shop; a job deletes the days gone by. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
