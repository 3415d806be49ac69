import { z } from 'zod';
import { beneficiarySchema } from './beneficiaries';
import { cartSchema } from './cart';
import { CART_LINES_MAX, CART_QUANTITY_MAX } from './cart-constants';
import { LIST_SEARCH_MAX } from './common-constants';
import { integerField } from './integer-field';
import { checkoutQuoteBodySchema, checkoutQuoteReplySchema, createOrderBodySchema } from './orders';

/**
 * An order staff take for a customer who calls or writes (decision 098): the customer's account, the lines, and what
 * the checkout asks. Back office only: nothing here reaches the storefront.
 */
export const STAFF_ORDER_PATHS = {
  /** POST (with an `Idempotency-Key` header): the order is placed in the customer's name. */
  create: '/admin/orders/new',
  /** POST: what it would cost, lines priced for the customer, shipping and discount included (nothing is held). */
  quote: '/admin/orders/new/quote',
  /** GET `?search=` (or `?customer_id=`): customers by name, e-mail or phone, each with their address book. */
  customers: '/admin/orders/new/customers',
  /** GET `?search=&customer_id=`: products on sale the customer may buy, with their variations and availability. */
  products: '/admin/orders/new/products',
  /** POST: an address added to the customer's address book while their order is taken (the address book's rules). */
  beneficiaries: '/admin/orders/new/customers/:id/beneficiaries',
  /** GET: an order's customer and lines as a new order to take ("Repetir pedido"), at today's prices. */
  draft: '/admin/orders/new/from/:id',
} as const;

export const staffOrderLineSchema = z.strictObject({
  product_id: z.number().int().positive(),
  variation_id: z.number().int().positive().nullable().optional(),
  quantity: z
    .number({ error: 'quantity_invalid' })
    .int({ error: 'quantity_invalid' })
    .min(1, { error: 'quantity_invalid' })
    .max(CART_QUANTITY_MAX, { error: 'quantity_not_allowed' }),
});
export type StaffOrderLine = z.infer<typeof staffOrderLineSchema>;

const staffOrderParts = {
  customer_id: z.number({ error: 'customer_required' }).int().positive({ error: 'customer_required' }),
  lines: z
    .array(staffOrderLineSchema)
    .min(1, { error: 'order_lines_required' })
    .max(CART_LINES_MAX)
    // The same product (or variation) twice would be two prices for one thing: its line says how many.
    .refine(
      (lines) => new Set(lines.map((l) => `${l.product_id}:${l.variation_id ?? 0}`)).size === lines.length,
      { error: 'order_line_repeated' },
    ),
};

export const staffOrderBodySchema = createOrderBodySchema.extend(staffOrderParts);
export type StaffOrderBody = z.infer<typeof staffOrderBodySchema>;

export const staffOrderQuoteBodySchema = checkoutQuoteBodySchema.extend(staffOrderParts).strict();
export type StaffOrderQuoteBody = z.infer<typeof staffOrderQuoteBodySchema>;

/** The quote with the lines as the customer would see them in their cart: each at their price. */
export const staffOrderQuoteReplySchema = checkoutQuoteReplySchema.extend({ cart: cartSchema });
export type StaffOrderQuoteReply = z.infer<typeof staffOrderQuoteReplySchema>;

export const staffOrderSearchSchema = z.object({
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  /** One customer by their account, as their page in the back office names them ("Nuevo pedido" there). */
  customer_id: integerField(1).optional(),
});

export const staffOrderProductsQuerySchema = z.object({
  search: z.string().trim().max(LIST_SEARCH_MAX).optional(),
  customer_id: z.coerce.number({ error: 'customer_required' }).int().positive({ error: 'customer_required' }),
});

export const staffOrderCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  wholesaler: z.boolean(),
  /** What staff keep in mind about them (decision 104), null without a note: read while their order is taken. */
  staff_note: z.string().nullable(),
  /** Their address book, newest first: a home delivery goes to one of them. */
  beneficiaries: z.array(beneficiarySchema),
});
export type StaffOrderCustomer = z.infer<typeof staffOrderCustomerSchema>;
export const staffOrderCustomersReplySchema = z.object({ data: z.array(staffOrderCustomerSchema) });
export type StaffOrderCustomersReply = z.infer<typeof staffOrderCustomersReplySchema>;

export const staffOrderProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  kind: z.enum(['simple', 'variable', 'combo', 'service']),
  /** The least this customer may buy of it (wholesale minimums). */
  min_quantity: z.number().int(),
  /** The unit price this customer pays today for `min_quantity`, offers included, in the base coin. */
  price_formatted: z.string(),
  /** Units free to sell now; null when not counted (services). */
  available: z.number().int().nullable(),
  variations: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      price_formatted: z.string(),
      available: z.number().int(),
    }),
  ),
});
export type StaffOrderProduct = z.infer<typeof staffOrderProductSchema>;
export const staffOrderProductsReplySchema = z.object({ data: z.array(staffOrderProductSchema) });
export type StaffOrderProductsReply = z.infer<typeof staffOrderProductsReplySchema>;

/**
 * An order read back as a new one: its customer, and each line whose product the customer may still buy, with the
 * quantity ordered then (which may be more than is free now: the screen says so, nothing is cut). What is no longer
 * sold is named, not added.
 */
export const staffOrderDraftSchema = z.object({
  customer: staffOrderCustomerSchema,
  lines: z.array(
    z.object({
      product: staffOrderProductSchema,
      variation_id: z.number().int().nullable(),
      quantity: z.number().int(),
    }),
  ),
  /** The lines left out: "Camisa de lino — M". */
  missing: z.array(z.string()),
});
export type StaffOrderDraft = z.infer<typeof staffOrderDraftSchema>;
