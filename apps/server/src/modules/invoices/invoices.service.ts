import {
  formatMoney,
  type Invoice,
  type InvoiceBody,
  type InvoiceListQuery,
  type InvoiceListReply,
  type Locale,
  orderCode,
  shopToday,
} from '@shop/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { conflict, invalid, invalidFields, notFound } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { listMeta, pageOffset } from '../../lib/pagination';
import { isUniqueViolation } from '../../lib/pg-errors';
import { foldedOrder } from '../../lib/text-search';
import { coinsInForceOn } from '../coins';
import { orderStatuses } from '../order-statuses';
import { orderLines, orders } from '../orders';
import { users } from '../users';
import { orderLineOf, type PricedLine, priceLine, totalsOf } from './invoice-lines';
import { type InvoiceRow, invoiceCounters, invoiceLines, invoices } from './invoices.table';

export const invoiceCode = (row: Pick<InvoiceRow, 'year' | 'number'>) =>
  `F-${row.year}-${String(row.number).padStart(6, '0')}`;

/**
 * The next number of `year`. The counter's row stays locked until the invoice's transaction ends, so concurrent
 * creators queue for it; a failed invoice rolls its number back with it. Numbers therefore run 1, 2, 3… with no gap
 * and no repeat (decision 027).
 */
async function nextNumber(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('invoice number not taken');
  return row.last;
}

const ORDERS: Record<InvoiceListQuery['sort'], SQL[]> = {
  '-number': [desc(invoices.year), desc(invoices.number)],
  number: [asc(invoices.year), asc(invoices.number)],
  '-date': [desc(invoices.date), desc(invoices.id)],
  date: [asc(invoices.date), asc(invoices.id)],
  client: [asc(foldedOrder(invoices.client)), asc(invoices.id)],
  '-client': [desc(foldedOrder(invoices.client)), desc(invoices.id)],
};

async function invoiceViews(db: DbOrTx, rows: InvoiceRow[], locale: Locale): Promise<Invoice[]> {
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  const authors = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, rows.flatMap((r) => (r.createdBy === null ? [] : [r.createdBy])).concat(0)));
  return rows.map((row) => {
    const symbol = row.exchangeRates[`${row.coin}:symbol`] ?? row.coin;
    const author = authors.find((a) => a.id === row.createdBy);
    return {
      id: row.id,
      code: invoiceCode(row),
      number: row.number,
      year: row.year,
      client: row.client,
      contract: row.contract,
      reference_client: row.referenceClient,
      date: row.date,
      coin: row.coin,
      symbol,
      exchange_rates: Object.fromEntries(Object.entries(row.exchangeRates).filter(([k]) => !k.includes(':'))),
      note: row.note,
      order: row.orderId === null ? null : { id: row.orderId, order_id: orderCode(row.orderId) },
      lines: lines
        .filter((l) => l.invoiceId === row.id)
        .map((l) => ({
          description: l.description,
          quantity: l.quantity,
          unit_price: l.unitPrice,
          tax_rate: l.taxRate,
          tax_amount: l.taxAmount,
          total: l.total,
        })),
      subtotal: row.subtotal,
      tax_total: row.taxTotal,
      total: row.total,
      total_formatted: formatMoney(row.total, { symbol }, locale),
      created_by: author ? `${author.name} ${author.lastname}`.trim() : null,
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** An invoice's code as printed ("F-2026-000042", "2026-42"): its year and number. */
const CODE = /^(?:F\s*-?\s*)?(\d{4})\s*-\s*0*(\d{1,9})$/i;
/** A bare number ("42", "000042"): an invoice number of any year, or digits in a client's name. */
const BARE_NUMBER = /^0*(\d{1,9})$/;

/** The list's search box: the code staff read off a printed invoice, or a part of the client's name. */
function invoiceSearch(search: string): SQL | undefined {
  const code = CODE.exec(search);
  if (code) return and(eq(invoices.year, Number(code[1])), eq(invoices.number, Number(code[2])));
  const byClient = ilike(invoices.client, `%${search.replace(/[\\%_]/g, '\\$&')}%`);
  const bare = BARE_NUMBER.exec(search);
  return bare ? or(eq(invoices.number, Number(bare[1])), byClient) : byClient;
}

export async function listInvoices(
  db: DbOrTx,
  query: InvoiceListQuery,
  locale: Locale,
): Promise<InvoiceListReply> {
  const where = and(
    query.search ? invoiceSearch(query.search) : undefined,
    query.date_from ? gte(invoices.date, query.date_from) : undefined,
    query.date_to ? lte(invoices.date, query.date_to) : undefined,
    query.coin ? eq(invoices.coin, query.coin.toUpperCase()) : undefined,
    query.number ? eq(invoices.number, query.number) : undefined,
  );
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(...ORDERS[query.sort])
    .limit(query.per_page)
    .offset(pageOffset(query.page, query.per_page));
  const [totals] = await db.select({ total: count() }).from(invoices).where(where);
  return {
    data: await invoiceViews(db, rows, locale),
    meta: listMeta(query.page, query.per_page, totals?.total ?? 0),
  };
}

export async function getInvoice(db: DbOrTx, id: number, locale: Locale): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw notFound('invoice_not_found');
  const [view] = await invoiceViews(db, [row], locale);
  if (!view) throw notFound('invoice_not_found');
  return view;
}

interface NewInvoice {
  orderId: number | null;
  client: string;
  contract: string;
  referenceClient: string;
  date: string;
  coin: string;
  exchangeRates: Record<string, string>;
  note: string;
  lines: PricedLine[];
  createdBy: number | null;
}

async function insertInvoice(tx: Tx, invoice: NewInvoice): Promise<number> {
  const year = Number(invoice.date.slice(0, 4));
  const number = await nextNumber(tx, year);
  const [row] = await tx
    .insert(invoices)
    .values({ ...invoice, year, number, ...totalsOf(invoice.lines) })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice not created');
  await tx
    .insert(invoiceLines)
    .values(invoice.lines.map((line, position) => ({ ...line, invoiceId: row.id, position })));
  return row.id;
}

/** The rates of every coin offered on `date`, with their symbols, as an order keeps them. */
async function ratesOn(tx: Tx, date: string) {
  const { coins } = await coinsInForceOn(tx, date);
  return Object.fromEntries(
    coins.flatMap((c) => [
      [c.short_name, c.rate],
      [`${c.short_name}:symbol`, c.symbol],
    ]),
  );
}

/** /admin/invoices/Create: a manual invoice in a coin offered on its date, with the rates then in force. */
export async function createInvoice(
  db: Database,
  body: InvoiceBody,
  staffId: number | null,
  locale: Locale,
): Promise<Invoice> {
  const id = await db.transaction(async (tx) => {
    const rates = await ratesOn(tx, body.date);
    const coin = body.coin.toUpperCase();
    if (!rates[coin]) throw invalidFields({ coin: ['invoice_coin_unknown'] }, 'invoice_failed');
    return insertInvoice(tx, {
      orderId: null,
      client: body.client,
      contract: body.contract,
      referenceClient: body.reference_client,
      date: body.date,
      coin,
      exchangeRates: rates,
      note: body.note,
      lines: body.lines.map(priceLine),
      createdBy: staffId,
    });
  });
  return getInvoice(db, id, locale);
}

/**
 * The invoice of an order (one per order: 'Ya existe una factura.'), in the order's coin and at the rates the order
 * kept, dated today. A cancelled order is not invoiced: 'No se pudo crear la factura.'
 */
export async function invoiceOrder(
  db: Database,
  orderId: number,
  staffId: number | null,
  locale: Locale,
): Promise<Invoice> {
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          order: orders,
          customer: { name: users.name, lastname: users.lastname },
          role: orderStatuses.role,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .leftJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
        .where(eq(orders.id, orderId))
        .for('update', { of: orders });
      if (!order) throw notFound();
      const [existing] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(eq(invoices.orderId, orderId));
      if (existing) throw conflict('invoice_exists');
      if (order.role === 'cancelled') throw invalid('invoice_failed');
      const rate = order.order.exchangeRates[order.order.coin] ?? '1';
      const ordered = await tx
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id));
      const lines = ordered.map((line) => orderLineOf(line, rate));
      const { discountAmount, discountName, subtotal, taxTotal, total } = order.order;
      const words = order.order.locale as Locale;
      if (discountAmount > 0) {
        // The discount as a negative line, with the part of the tax it took off (decision 028).
        const lineTax = ordered.reduce((sum, l) => sum + l.unitTax * l.quantity, 0);
        lines.push(
          orderLineOf(
            {
              name: translate('invoice_discount_line', words, { name: discountName ?? '' }),
              variant: null,
              sku: order.order.discountCode ?? '',
              quantity: 1,
              unitPrice: -discountAmount,
              unitTax: -(lineTax - taxTotal),
            },
            rate,
          ),
        );
      }
      const shipping = total - (subtotal - discountAmount);
      if (shipping > 0) {
        lines.push(
          orderLineOf(
            {
              name: translate('invoice_shipping_line', words),
              variant: null,
              sku: '',
              quantity: 1,
              unitPrice: shipping,
              unitTax: 0,
            },
            rate,
          ),
        );
      }
      return insertInvoice(tx, {
        orderId,
        client: `${order.customer.name} ${order.customer.lastname}`.trim(),
        contract: '',
        referenceClient: orderCode(orderId),
        date: shopToday(),
        coin: order.order.coin,
        exchangeRates: order.order.exchangeRates,
        note: '',
        lines,
        createdBy: staffId,
      });
    });
  } catch (error) {
    // Two clerks at once: the unique index lets one through, the other hears what happened.
    if (isUniqueViolation(error)) throw conflict('invoice_exists');
    throw error;
  }
  return getInvoice(db, id, locale);
}

/**
 * The invoice of an order (staff see it on the order; the shopper downloads it): null while the order has none,
 * undefined when there is no such order (or, given `userId`, none of that shopper's).
 */
export async function invoiceOfOrder(
  db: DbOrTx,
  orderId: number,
  userId?: number,
): Promise<InvoiceRow | null | undefined> {
  const [row] = await db
    .select({ invoice: invoices })
    .from(orders)
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)));
  return row ? row.invoice : undefined;
}
