import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { discounts } from '../discounts';
import { orderStatuses } from '../order-statuses';
import { offers, products, productVariations } from '../products';
import type { StockHold } from '../stock';
import { users } from '../users';
import type { ShopReason } from './status-reason';

export const paymentStatus = pgEnum('payment_status', ['pending', 'paid', 'cancelled']);
export const deliveryMethod = pgEnum('delivery_method', ['home', 'pickup']);

/** Who receives the order, copied from the beneficiary at checkout so later edits do not rewrite history. */
export interface OrderRecipient {
  name: string;
  last_name: string;
  phone: string;
  ci: string | null;
  email: string | null;
  province: string;
  municipality: string;
  main_street: string;
  first_street: string | null;
  second_street: string | null;
  house_or_apartment: string | null;
  point_of_reference: string | null;
  address: string | null;
}

export interface OrderPickupPoint {
  id: number;
  name: string;
  address: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    // Kept when the account is deleted: the shop's books still need the order.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member who took the order for the customer (decision 098); null when the customer placed it. */
    placedBy: integer('placed_by').references(() => users.id, { onDelete: 'set null' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => orderStatuses.id, { onDelete: 'restrict' }),
    statusReason: varchar('status_reason', { length: 250 }),
    /** Set when the shop wrote the reason itself (status-reason.ts): readers see it in their own language. */
    statusReasonKey: varchar('status_reason_key', { length: 40 }).$type<ShopReason>(),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The end of the payment window (settings payment_timeout); unpaid orders still new after it are cancelled. Null
     * for an order paid on receipt (cash on delivery or at pickup, not wholesale): it has no window to miss.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    payForm: varchar('pay_form', { length: 30 }).notNull(),
    deliveryMethod: deliveryMethod('delivery_method').notNull(),
    pickupPoint: jsonb('pickup_point').$type<OrderPickupPoint>(),
    recipient: jsonb('recipient').$type<OrderRecipient>(),
    alternativeRecipient: jsonb('alternative_recipient').$type<OrderRecipient>(),
    location: jsonb('location').$type<{ longitude: number; latitude: number }>(),
    shipmentPrice: integer('shipment_price').notNull().default(0),
    shipmentDistance: numeric('shipment_distance', { precision: 8, scale: 1, mode: 'number' }),
    subtotal: integer('subtotal').notNull(),
    /** Units over all its lines, kept by a statement trigger on `order_lines` (0045): reports never add lines up. */
    units: integer('units').notNull().default(0),
    taxTotal: integer('tax_total').notNull(),
    total: integer('total').notNull(),
    /**
     * The cart discount taken off the lines (decision 028): which one, its name and code as they were, and how much
     * (base-coin cents). `total` = `subtotal` − `discount_amount` + shipping.
     */
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountName: varchar('discount_name', { length: 80 }),
    discountCode: varchar('discount_code', { length: 30 }),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** Base-coin cents received (the sum of order_payments, kept in the same transaction as each payment). */
    paidAmount: integer('paid_amount').notNull().default(0),
    /** The coin the shopper chose, and every enabled coin's rate in force that day ({ "MLC": "1.08" }). */
    coin: varchar('coin', { length: 12 }).notNull(),
    exchangeRates: jsonb('exchange_rates').$type<Record<string, string>>().notNull(),
    wholesale: boolean('wholesale').notNull().default(false),
    note: varchar('note', { length: 300 }),
    /** The language the customer checked out in: every mail about the order is written in it. */
    locale: varchar('locale', { length: 5 }).notNull().default('es-ES'),
    contacted: boolean('contacted').notNull().default(false),
    dispatched: boolean('dispatched').notNull().default(false),
    /** When and by whom it left for delivery (the dispatch board, issue 18 §2). */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
    dispatchedBy: integer('dispatched_by').references(() => users.id, { onDelete: 'set null' }),
    /** The lines' units are held (counted against availability). */
    holdsStock: boolean('holds_stock').notNull().default(true),
    /** The lines' units have left the stock (settings: the status at which inventory is discounted). */
    stockDiscounted: boolean('stock_discounted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.statusId, t.createdAt),
    index('orders_payment_due_idx').on(t.paymentStatus, t.paymentDueAt),
    // The orders staff took (decision 099): few among many, so only those are indexed.
    index('orders_placed_by_idx').on(t.placedBy, t.createdAt).where(sql`${t.placedBy} is not null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variationId: integer('variation_id').references(() => productVariations.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    sku: varchar('sku', { length: 30 }).notNull(),
    /** "Rojo / M" for a variation. */
    variant: varchar('variant', { length: 200 }),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    unitTax: integer('unit_tax').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** What a unit cost the shop when it was ordered (decision 110), base-coin cents; null when it was unknown. */
    unitCost: integer('unit_cost'),
    /** The offer that priced the line when it was ordered (decision 026); its name is kept should it be deleted. */
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    offerName: varchar('offer_name', { length: 80 }),
    holds: jsonb('holds').$type<StockHold[]>().notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_product_idx').on(t.productId)],
);

export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatusId: integer('from_status_id').references(() => orderStatuses.id, { onDelete: 'set null' }),
    toStatusId: integer('to_status_id').references(() => orderStatuses.id, { onDelete: 'set null' }),
    reason: varchar('reason', { length: 250 }),
    reasonKey: varchar('reason_key', { length: 40 }).$type<ShopReason>(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.createdAt)],
);

/** What staff note on an order for each other ("llamó para entregar después de las 17:00"); never the shopper's to see. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: varchar('text', { length: 300 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The conversation about an order between the shop and its customer (decisions 106 and 107): what staff write is
 * mailed to the customer, what the customer writes to the staff told of new orders; both read it on the order.
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** Written by the order's customer (decision 107); otherwise by the shop's staff. */
    fromCustomer: boolean('from_customer').notNull().default(false),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the customer first saw the shop's message on their order (decision 109); null while unseen, and on theirs. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('order_messages_order_idx').on(t.orderId, t.createdAt)],
);

/** One order creation per user and `Idempotency-Key`: the reply is kept so a replay gets the same answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** sha256 of the request body: the same key with another body is a client bug (422). */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    reply: jsonb('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * Each payment received for an order (SPEC §3 Order `payment`): a staff-confirmed manual payment or a card's. The
 * amount is kept in base-coin cents (what settles the order) and in the coin it was paid in.
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 20 }).notNull(),
    amountBase: integer('amount_base').notNull(),
    amount: integer('amount').notNull(),
    coin: varchar('coin', { length: 12 }).notNull(),
    /** The card that paid (its ledger row says how much left it). */
    cardId: integer('card_id'),
    reference: varchar('reference', { length: 100 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Given back: to the card when the order was cancelled, or through its provider by staff. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Who gave an online payment back (staff); null for a card's, which the cancellation gives back itself. */
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The provider's id of the refund (Stripe's `re_…`, PayPal's refund id), to find it in the provider's records. */
    refundReference: varchar('refund_reference', { length: 100 }),
    /**
     * To be given back by staff, not counted: arrived once the order was closed (cancelled or already paid), or paid
     * online for an order cancelled since. Cleared when given back.
     */
    refundDue: boolean('refund_due').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.createdAt),
    // The few payments owed back, for the orders list's filter and the dashboard's count.
    index('order_payments_refund_due_idx').on(t.orderId).where(sql`${t.refundDue}`),
  ],
);

/** Transfer receipts a shopper sent for an order (issue 15 §1), kept privately and judged by staff. */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Under the private files folder, named by its content's hash. */
    path: varchar('path', { length: 100 }).notNull(),
    kind: varchar('kind', { length: 5 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reason: varchar('reason', { length: 250 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_receipts_order_idx').on(t.orderId, t.createdAt)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderReceiptRow = typeof orderReceipts.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
