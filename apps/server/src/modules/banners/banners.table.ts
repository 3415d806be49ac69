import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** SPEC §3 Banner: a picture strip on a storefront page, with a button. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    sectionUrl: varchar('section_url', { length: 50 }).notNull(),
    title: varchar('title', { length: 50 }).notNull().default(''),
    buttonText: varchar('button_text', { length: 30 }).notNull().default(''),
    url: varchar('url', { length: 300 }).notNull().default(''),
    activeWeb: boolean('active_web').notNull().default(true),
    activeMovile: boolean('active_movile').notNull().default(true),
    buttonColor: varchar('button_color', { length: 7 }).notNull(),
    textColor: varchar('text_color', { length: 7 }).notNull(),
    buttonPosition: varchar('button_position', { length: 20 }).notNull(),
    borderColor: varchar('border_color', { length: 7 }).notNull().default(''),
    borderWidth: integer('border_width').notNull().default(0),
    priority: integer('priority').notNull().default(0),
    /** Upload paths (`banners/<hash>-desktop.webp`), null until uploaded. */
    desktopImage: varchar('desktop_image', { length: 200 }),
    mobileImage: varchar('mobile_image', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_section_priority_idx').on(t.sectionUrl, t.priority)],
);
export type BannerRow = typeof banners.$inferSelect;
