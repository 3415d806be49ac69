import { STOCK_TRANSFER_STATUSES } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { pointsOfSale } from '../points-of-sale';
import { products, productVariations } from '../products';
import { users } from '../users';

export const stockTransferStatus = pgEnum('stock_transfer_status', STOCK_TRANSFER_STATUSES);

/** Units travelling from one point of sale to another (SPEC §2 distribution movements; decision 032). */
export const stockTransfers = pgTable(
  'stock_transfers',
  {
    id: serial('id').primaryKey(),
    fromPointId: integer('from_point_id')
      .notNull()
      .references(() => pointsOfSale.id, { onDelete: 'restrict' }),
    toPointId: integer('to_point_id')
      .notNull()
      .references(() => pointsOfSale.id, { onDelete: 'restrict' }),
    status: stockTransferStatus('status').notNull().default('draft'),
    note: varchar('note', { length: 250 }),
    receiveNote: varchar('receive_note', { length: 250 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_transfers_status_idx').on(t.status, t.id),
    index('stock_transfers_from_idx').on(t.fromPointId),
    index('stock_transfers_to_idx').on(t.toPointId),
  ],
);
export type StockTransferRow = typeof stockTransfers.$inferSelect;

export const stockTransferLines = pgTable(
  'stock_transfer_lines',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => stockTransfers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    received: integer('received'),
  },
  (t) => [
    uniqueIndex('stock_transfer_lines_row_idx').on(
      t.transferId,
      t.productId,
      sql`coalesce(${t.variationId}, 0)`,
    ),
  ],
);
export type StockTransferLineRow = typeof stockTransferLines.$inferSelect;
