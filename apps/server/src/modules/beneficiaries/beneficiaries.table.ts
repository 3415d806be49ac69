import type { MapPoint } from '@shop/contracts';
import { date, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../users';

/** SPEC §3 Beneficiary: a shopper's address book of people who receive orders. */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    /** Normalized with its country code ("+5352345678"). */
    phone: varchar('phone', { length: 16 }).notNull(),
    ci: varchar('ci', { length: 20 }),
    email: varchar('email', { length: 254 }),
    /** Codes from the contracts' locations, as for points of sale. */
    province: varchar('province', { length: 60 }).notNull(),
    municipality: varchar('municipality', { length: 120 }).notNull(),
    mainStreet: varchar('main_street', { length: 50 }).notNull(),
    firstStreet: varchar('first_street', { length: 50 }),
    secondStreet: varchar('second_street', { length: 50 }),
    houseOrApartment: varchar('house_or_apartment', { length: 30 }),
    pointOfReference: varchar('point_of_reference', { length: 300 }),
    address: varchar('address', { length: 300 }),
    dateBorn: date('date_born', { mode: 'string' }),
    /** Where the last home delivery here went (decision 079); cleared when the address changes. */
    location: jsonb('location').$type<MapPoint>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('beneficiaries_user_idx').on(t.userId, t.id)],
);

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
