import { z } from 'zod';
import { calendarDateSchema } from './calendar-date';
import { CART_QUANTITY_MAX } from './cart-constants';
import { LIST_SEARCH_MAX, listQuerySchema, listReplySchema } from './common';
import { INT_MAX, integerField } from './integer-field';

/**
 * Wholesale reservations, called store requests in the back office (SPEC §1, §6; issue 18 §3; decision 031).
 * A wholesaler asks for quantities for a date; staff approve (the units are held) or reject with a reason; an
 * approved request becomes an order at checkout, or expires after its date and gives its units back.
 */
export const STORE_REQUEST_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'converted',
  'expired',
] as const;
export type StoreRequestStatus = (typeof STORE_REQUEST_STATUSES)[number];

export const STORE_REQUEST_PATHS = {
  mine: '/store-requests',
  one: '/store-requests/:id',
  cancel: '/store-requests/:id/cancel',
  /** The approved request as the checkout's review reads a cart. */
  cart: '/store-requests/:id/cart',
  /** The checkout of an approved request: what it would cost, and the order it becomes. */
  quote: '/store-requests/:id/quote',
  order: '/store-requests/:id/order',
  /** Wholesale products a request may ask for, searched by name or SKU. */
  products: '/store-requests/products',
  adminList: '/admin/store-requests',
  adminOne: '/admin/store-requests/:id',
  approve: '/admin/store-requests/:id/approve',
  reject: '/admin/store-requests/:id/reject',
  approveMany: '/admin/store-requests/approve',
} as const;

export const STORE_REQUEST_REASON_MAX = 250;
export const STORE_REQUEST_NOTE_MAX = 250;
/** Different products in one request: a pallet list, not a catalogue. */
export const STORE_REQUEST_LINES_MAX = 30;
/** Requests one account may have waiting for staff at once. */
export const STORE_REQUEST_PENDING_MAX = 10;
/** How far ahead a request may be dated: past this, stock plans are guesses. */
export const STORE_REQUEST_DAYS_AHEAD_MAX = 90;

export const storeRequestLineBodySchema = z.strictObject({
  product_id: integerField(1),
  variation_id: integerField(1).nullable().default(null),
  quantity: integerField(1, CART_QUANTITY_MAX),
});

export const storeRequestBodySchema = z.strictObject({
  /** The day the wholesaler will pick the goods up or wants them delivered. */
  wanted_on: calendarDateSchema,
  note: z.string().trim().max(STORE_REQUEST_NOTE_MAX).optional(),
  lines: z.array(storeRequestLineBodySchema).min(1, { error: 'required' }).max(STORE_REQUEST_LINES_MAX),
});
export type StoreRequestBody = z.infer<typeof storeRequestBodySchema>;
export type StoreRequestInput = z.input<typeof storeRequestBodySchema>;

export const storeRequestRejectBodySchema = z.strictObject({
  reason: z.string().trim().min(1, { error: 'required' }).max(STORE_REQUEST_REASON_MAX),
});
export type StoreRequestRejectBody = z.infer<typeof storeRequestRejectBodySchema>;

export const storeRequestsApproveBodySchema = z.strictObject({
  ids: z.array(z.number().int().min(1).max(INT_MAX)).min(1, { error: 'required' }).max(100),
});

export const storeRequestLineSchema = z.object({
  product: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), sku: z.string() }),
  variation: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  quantity: z.number().int(),
  /** The wholesale unit price now, in the base coin. */
  unit_price_formatted: z.string(),
  line_total_formatted: z.string(),
});

export const storeRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(STORE_REQUEST_STATUSES),
  wanted_on: z.string(),
  note: z.string().nullable(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  lines: z.array(storeRequestLineSchema),
  units: z.number().int(),
  total_formatted: z.string(),
  /** Why staff rejected it. */
  reason: z.string().nullable(),
  order: z.object({ id: z.number().int(), order_id: z.string() }).nullable(),
  decided_by: z.string().nullable(),
  decided_at: z.string().nullable(),
  created_at: z.string(),
});
export type StoreRequest = z.infer<typeof storeRequestSchema>;

export const storeRequestListReplySchema = listReplySchema(storeRequestSchema);
export type StoreRequestListReply = z.infer<typeof storeRequestListReplySchema>;

export const storeRequestReplySchema = z.object({ message: z.string(), request: storeRequestSchema });
export type StoreRequestReply = z.infer<typeof storeRequestReplySchema>;

export const adminStoreRequestsQuerySchema = listQuerySchema.extend({
  status: z.enum(STORE_REQUEST_STATUSES).optional(),
  /** Requests wanted on or after this day. */
  from: calendarDateSchema.optional(),
  /** Requests wanted on or before this day. */
  to: calendarDateSchema.optional(),
});
export type AdminStoreRequestsQuery = z.infer<typeof adminStoreRequestsQuerySchema>;

export const storeRequestsApprovedReplySchema = z.object({
  message: z.string(),
  approved: z.array(z.number().int()),
  /** The requests that could not be approved, each with the reason in the reader's language. */
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
export type StoreRequestsApprovedReply = z.infer<typeof storeRequestsApprovedReplySchema>;

/** The coin the checkout reviews the reservation in (short name); the storefront's coin cookie otherwise. */
export const storeRequestCartQuerySchema = z.object({ coin: z.string().trim().max(12).optional() });

export const storeRequestProductsQuerySchema = z.object({
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
});

export const storeRequestProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  min_quantity: z.number().int(),
  wholesale_price_formatted: z.string(),
  /** Units that could be reserved now (stock minus what carts, orders and reservations hold). */
  available: z.number().int(),
  variations: z.array(z.object({ id: z.number().int(), label: z.string(), available: z.number().int() })),
});
export type StoreRequestProduct = z.infer<typeof storeRequestProductSchema>;
export const storeRequestProductsReplySchema = z.object({ data: z.array(storeRequestProductSchema) });
export type StoreRequestProductsReply = z.infer<typeof storeRequestProductsReplySchema>;
