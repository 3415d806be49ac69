import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The products table, or an alias of it (`alias(products, 'p')`) for a query written by hand. */
interface AvailabilityColumns {
  availability: AnyPgColumn;
  lowAvailability: AnyPgColumn;
  initialAvailability: AnyPgColumn;
}

/**
 * SPEC §9: a product without its own threshold is low at a quarter of its initial availability (the contracts'
 * `lowAvailabilityThreshold`, in SQL).
 */
export const lowAvailabilityAt = (table: AvailabilityColumns): SQL =>
  sql`coalesce(${table.lowAvailability}, ${table.initialAvailability} / 4)`;

/** A product that keeps count of what it can sell and is at or under its threshold: sold out ones included. */
export const atLowAvailability = (table: AvailabilityColumns): SQL =>
  sql`(${table.availability} IS NOT NULL AND ${table.availability} <= ${lowAvailabilityAt(table)})`;

/** A product that keeps count of what it can sell and has nothing left to sell. */
export const soldOut = (table: AvailabilityColumns): SQL =>
  sql`(${table.availability} IS NOT NULL AND ${table.availability} <= 0)`;
