import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** What customers said of the shop (issue 14), in the staff's order. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    author: varchar('author', { length: 50 }).notNull(),
    detail: varchar('detail', { length: 50 }).notNull().default(''),
    text: varchar('text', { length: 300 }).notNull(),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Upload path of the 160 px square photo, null without one. */
    photo: varchar('photo', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('testimonials_position_idx').on(t.position, t.id)],
);
export type TestimonialRow = typeof testimonials.$inferSelect;
