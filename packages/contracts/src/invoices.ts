import { z } from 'zod';
import { calendarDateSchema, datesInOrder } from './calendar-date';
import { listQuerySchema, listReplySchema } from './common';
import { amountField, integerField } from './integer-field';
import { divideRounded } from './money';
import { PRICE_MAX } from './product-constants';

export const INVOICE_PATHS = {
  list: '/admin/invoices',
  one: '/admin/invoices/:id',
  pdf: '/admin/invoices/:id/pdf',
  /** Staff issue the invoice of an order (one per order); reading it gives null while the order has none. */
  forOrder: '/admin/orders/:id/invoice',
  /** Whether the shopper's own order has an invoice (null: not yet), and its number. */
  mineSummary: '/orders/:id/invoice',
  /** The shopper's copy of the invoice of their own order. */
  mine: '/orders/:id/invoice.pdf',
} as const;

export const INVOICE_LINES_MAX = 100;
const text = (max: number) => z.string().trim().max(max);

/** An accounting line as staff type it: the unit price before tax, in the invoice's coin (minor units). */
export const invoiceLineBodySchema = z.strictObject({
  description: text(200).min(1, { error: 'required' }),
  quantity: integerField(1, 100_000),
  unit_price: amountField(0, PRICE_MAX),
  /** Tax percentage added to the line, 0 to 100. */
  tax_rate: integerField(0, 100).default(0),
});
export type InvoiceLineBody = z.infer<typeof invoiceLineBodySchema>;

/** SPEC §3 Invoice: a manual invoice for a sale outside the shop (/admin/invoices/Create). */
export const invoiceBodySchema = z.strictObject({
  client: text(120).min(1, { error: 'required' }),
  contract: text(60).default(''),
  reference_client: text(60).default(''),
  date: calendarDateSchema,
  coin: z.string().trim().min(1, { error: 'required' }).max(12),
  note: text(300).default(''),
  lines: z.array(invoiceLineBodySchema).min(1, { error: 'invoice_lines_required' }).max(INVOICE_LINES_MAX),
});
export type InvoiceBody = z.infer<typeof invoiceBodySchema>;
export type InvoiceInput = z.input<typeof invoiceBodySchema>;

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  tax_rate: z.number().int(),
  tax_amount: z.number().int(),
  total: z.number().int(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  /** "F-2026-000042": the year and its sequential number, never reused. */
  code: z.string(),
  number: z.number().int(),
  year: z.number().int(),
  client: z.string(),
  contract: z.string(),
  reference_client: z.string(),
  date: z.string(),
  coin: z.string(),
  /** The coin's symbol as it was on the invoice's date ("$", "MLC"). */
  symbol: z.string(),
  /** Every enabled coin's rate in force on the invoice's date ({ "MLC": "1.08" }). */
  exchange_rates: z.record(z.string(), z.string()),
  note: z.string(),
  order: z.object({ id: z.number().int(), order_id: z.string() }).nullable(),
  lines: z.array(invoiceLineSchema),
  subtotal: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  total_formatted: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListReplySchema = listReplySchema(invoiceSchema);
export type InvoiceListReply = z.infer<typeof invoiceListReplySchema>;
export const invoiceListQuerySchema = listQuerySchema
  .extend({
    date_from: calendarDateSchema.optional(),
    date_to: calendarDateSchema.optional(),
    coin: z.string().trim().max(12).optional(),
    number: integerField(1).optional(),
    sort: z.enum(['-number', 'number', '-date', 'date', 'client', '-client']).default('-number'),
  })
  .refine(...datesInOrder);
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** A typed line's tax and total: the tax is added to the net amount once per line, rounded half away from zero. */
export function priceInvoiceLine(line: Pick<InvoiceLineBody, 'quantity' | 'unit_price' | 'tax_rate'>) {
  const net = line.quantity * line.unit_price;
  const tax_amount = Number(divideRounded(BigInt(net) * BigInt(line.tax_rate), 100n));
  return { tax_amount, total: net + tax_amount };
}

export const invoiceSummarySchema = z.object({ code: z.string(), pdf_url: z.string() });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
