import type { SchedulePeriod } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const pointsOfSale = pgTable(
  'points_of_sale',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    address: varchar('address', { length: 300 }).notNull(),
    /** Codes from the contracts' locations ("la-habana", "la-habana/plaza-de-la-revolucion"). */
    province: varchar('province', { length: 60 }).notNull(),
    municipality: varchar('municipality', { length: 120 }).notNull(),
    // Seven decimals locate a door to about a centimetre; exact numerics keep what staff typed.
    longitude: numeric('longitude', { precision: 10, scale: 7, mode: 'number' }).notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 7, mode: 'number' }).notNull(),
    /** One to three numbers, normalized ("+5378301234"). */
    phones: jsonb('phones').$type<string[]>().notNull(),
    /** The week's opening periods, sorted by weekday and time: `{ weekday: 1..7, opens: "HH:MM", closes }`. */
    schedule: jsonb('schedule').$type<SchedulePeriod[]>().notNull().default([]),
    useForLocalPickup: boolean('use_for_local_pickup').notNull().default(false),
    /**
     * Where units arrive when no point is named (received stock, returns) and where they leave from first
     * (decision 032). At most one point is the warehouse; the first point of a shop becomes it.
     */
    mainWarehouse: boolean('main_warehouse').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_of_sale_pickup_idx').on(t.active, t.useForLocalPickup),
    uniqueIndex('points_of_sale_warehouse_idx').on(t.mainWarehouse).where(sql`${t.mainWarehouse}`),
  ],
);

export type PointOfSaleRow = typeof pointsOfSale.$inferSelect;
