import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import { integerField } from './integer-field';

/**
 * Why a product's (or variation's) real stock changed (decision 029). Every change is a movement row written by the
 * database itself, so no path can change stock without leaving one.
 */
export const STOCK_MOVEMENT_REASONS = [
  /** The quantity a product or variation was created with, or what it held when the history began. */
  'initial',
  /** Staff counted, received or removed units, with a note saying why. */
  'adjustment',
  /** An order reached the status at which inventory is discounted. */
  'order',
  /** A discounted order was cancelled and its units came back. */
  'order_return',
  /** A catalogue import or a bulk write. */
  'import',
  /** Staff approved a wholesale reservation: its units are held (decision 031). */
  'reservation_held',
  /** A held reservation expired or was withdrawn: its units are for sale again. */
  'reservation_released',
  /** A held reservation became an order, which holds the units from then on. */
  'reservation_converted',
  /** Units left a point of sale on a transfer to another (decision 032); in transit they are for sale nowhere. */
  'transfer_sent',
  /** Units of a transfer arrived at their point of sale. */
  'transfer_received',
] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

export const STOCK_PATHS = {
  movements: '/admin/products/:slug/movements',
  adjust: '/admin/products/:slug/stock',
} as const;

export const STOCK_NOTE_MAX = 250;
/** The most units one adjustment moves or counts; a shelf holds fewer, a typo holds more. */
export const STOCK_ADJUSTMENT_MAX = 1_000_000;

/** How an adjustment reads the quantity: units received, units taken out, or the count found on the shelf. */
export const STOCK_OPERATIONS = ['add', 'remove', 'set'] as const;
export type StockOperation = (typeof STOCK_OPERATIONS)[number];

export const stockAdjustmentBodySchema = z.strictObject({
  /** The variation whose stock moves; `null` for a simple product's own stock. */
  variation_id: integerField(1).nullable().default(null),
  operation: z.enum(STOCK_OPERATIONS),
  quantity: integerField(0, STOCK_ADJUSTMENT_MAX),
  note: z.string().trim().min(1, { error: 'required' }).max(STOCK_NOTE_MAX),
  /** Where the units are received, taken out or counted; without one, the main warehouse (decision 032). */
  point_of_sale_id: integerField(1).nullable().default(null),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBodySchema>;
export type StockAdjustmentInput = z.input<typeof stockAdjustmentBodySchema>;

export const stockMovementSchema = z.object({
  id: z.number().int(),
  variation: z.object({ id: z.number().int(), sku: z.string(), label: z.string() }).nullable(),
  /** Units in (positive) or out (negative). */
  quantity: z.number().int(),
  /** The real quantity right after the movement. */
  balance: z.number().int(),
  /** Units held (positive) or given back (negative) by a wholesale reservation; the real quantity stays. */
  reserved: z.number().int(),
  reason: z.enum(STOCK_MOVEMENT_REASONS),
  note: z.string().nullable(),
  order: z.object({ id: z.number().int(), order_id: z.string() }).nullable(),
  store_request_id: z.number().int().nullable(),
  transfer_id: z.number().int().nullable(),
  /** Where the units came in or went out; null while the shop had no point of sale to put them on. */
  point_of_sale: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  user: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const stockMovementListReplySchema = listReplySchema(stockMovementSchema).extend({
  /** Units approved wholesale reservations hold now, over the product's stock rows (SPEC §3 reserve quantities). */
  reserved: z.number().int(),
});
export type StockMovementListReply = z.infer<typeof stockMovementListReplySchema>;

export const stockMovementListQuerySchema = listQuerySchema.extend({
  reason: z.enum(STOCK_MOVEMENT_REASONS).optional(),
  /** `0` keeps the product's own stock; an id keeps one variation. */
  variation_id: integerField(0).optional(),
});
export type StockMovementListQuery = z.infer<typeof stockMovementListQuerySchema>;

/** What an adjustment answers: the row's new stock and its history's length. */
export const stockAdjustmentReplySchema = z.object({
  real_quantity: z.number().int(),
  history_count: z.number().int(),
});
export type StockAdjustmentReply = z.infer<typeof stockAdjustmentReplySchema>;
