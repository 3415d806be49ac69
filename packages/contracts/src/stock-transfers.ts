import { z } from 'zod';
import { CART_QUANTITY_MAX } from './cart-constants';
import { LIST_SEARCH_MAX, listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';

/**
 * Distribution movements (SPEC §2 "distribution movements"; issue 18 §2; decision 032): units travel from one point
 * of sale to another. A draft is a plan; sending takes the units out of the origin's stock (in transit they are
 * nowhere for sale); receiving puts what arrived into the destination's stock, and what did not arrive is the
 * difference, kept on the transfer.
 */
export const STOCK_TRANSFER_STATUSES = ['draft', 'sent', 'received', 'cancelled'] as const;
export type StockTransferStatus = (typeof STOCK_TRANSFER_STATUSES)[number];

export const STOCK_TRANSFER_PATHS = {
  list: '/admin/stock-transfers',
  one: '/admin/stock-transfers/:id',
  send: '/admin/stock-transfers/:id/send',
  receive: '/admin/stock-transfers/:id/receive',
  cancel: '/admin/stock-transfers/:id/cancel',
  /** What each point of sale holds of the products a transfer may carry, searched by name or SKU. */
  stock: '/admin/point-stock',
} as const;

export const STOCK_TRANSFER_NOTE_MAX = 250;
/** Different products in one transfer: a truck's list, not a catalogue. */
export const STOCK_TRANSFER_LINES_MAX = 50;

const lineBodySchema = z.strictObject({
  product_id: integerField(1),
  variation_id: integerField(1).nullable().default(null),
  quantity: integerField(1, CART_QUANTITY_MAX),
});

/** A new transfer, or a draft's new content. */
export const stockTransferBodySchema = z.strictObject({
  from_point_id: integerField(1),
  to_point_id: integerField(1),
  note: z.string().trim().max(STOCK_TRANSFER_NOTE_MAX).optional(),
  lines: z.array(lineBodySchema).min(1, { error: 'required' }).max(STOCK_TRANSFER_LINES_MAX),
});
export type StockTransferBody = z.infer<typeof stockTransferBodySchema>;
export type StockTransferInput = z.input<typeof stockTransferBodySchema>;

/** What arrived: one count per line of the transfer, by line id; a missing line counts as fully received. */
export const stockTransferReceiveBodySchema = z.strictObject({
  lines: z
    .array(z.strictObject({ id: integerField(1), received: integerField(0, CART_QUANTITY_MAX) }))
    .max(STOCK_TRANSFER_LINES_MAX),
  note: z.string().trim().max(STOCK_TRANSFER_NOTE_MAX).optional(),
});
export type StockTransferReceiveBody = z.infer<typeof stockTransferReceiveBodySchema>;

const pointSchema = z.object({ id: z.number().int(), name: z.string() });

export const stockTransferLineSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), sku: z.string() }),
  variation: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  /** Units sent (or planned, in a draft). */
  quantity: z.number().int(),
  /** Units that arrived; null until received. */
  received: z.number().int().nullable(),
  /** Units that left and did not arrive (received transfers only). */
  difference: z.number().int(),
});

export const stockTransferSchema = z.object({
  id: z.number().int(),
  status: z.enum(STOCK_TRANSFER_STATUSES),
  from: pointSchema,
  to: pointSchema,
  note: z.string().nullable(),
  receive_note: z.string().nullable(),
  lines: z.array(stockTransferLineSchema),
  units: z.number().int(),
  difference: z.number().int(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  sent_by: z.string().nullable(),
  sent_at: z.string().nullable(),
  received_by: z.string().nullable(),
  received_at: z.string().nullable(),
});
export type StockTransfer = z.infer<typeof stockTransferSchema>;

export const stockTransferReplySchema = z.object({ message: z.string(), transfer: stockTransferSchema });
export type StockTransferReply = z.infer<typeof stockTransferReplySchema>;

export const stockTransferListReplySchema = listReplySchema(stockTransferSchema);
export type StockTransferListReply = z.infer<typeof stockTransferListReplySchema>;

export const stockTransfersQuerySchema = listQuerySchema.extend({
  status: z.enum(STOCK_TRANSFER_STATUSES).optional(),
  /** Transfers leaving or reaching this point. */
  point_id: integerField(1).optional(),
});
export type StockTransfersQuery = z.infer<typeof stockTransfersQuerySchema>;

export const pointStockQuerySchema = z.object({
  search: z.string().trim().max(LIST_SEARCH_MAX).default(''),
});

/** A stock row (a product's own stock or a variation's) and where its units are. */
export const pointStockRowSchema = z.object({
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), sku: z.string() }),
  variation: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  real_quantity: z.number().int(),
  points: z.array(z.object({ id: z.number().int(), quantity: z.number().int() })),
  /** Units the shop holds that are on no point yet (before it had a warehouse). */
  unlocated: z.number().int(),
});
export type PointStockRow = z.infer<typeof pointStockRowSchema>;
export const pointStockReplySchema = z.object({
  points: z.array(pointSchema.extend({ main_warehouse: z.boolean() })),
  data: z.array(pointStockRowSchema),
});
export type PointStockReply = z.infer<typeof pointStockReplySchema>;
