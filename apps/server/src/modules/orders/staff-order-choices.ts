import {
  formatMoney,
  type Locale,
  type StaffOrderCustomer,
  type StaffOrderDraft,
  type StaffOrderProduct,
} from '@shop/contracts';
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalidFields, notFound } from '../../lib/domain-errors';
import { matchesEveryWord } from '../../lib/text-search';
import { addressBooks, beneficiaries } from '../beneficiaries';
import { linesOfLink, priceOfLine } from '../cart';
import { coinsInForceToday } from '../coins';
import { onSale, products, productVariations, purchaseMinimum, variationLabels } from '../products';
import { isWholesaler, roles, userNotes, users } from '../users';
import type { Customer } from './checkout.service';
import { phoneDigitsIn } from './orders.search';
import { orderLines, orders } from './orders.table';

/** Few enough to read at a glance while the customer waits on the phone. */
const CUSTOMERS_SHOWN = 8;
const PRODUCTS_SHOWN = 20;

/**
 * An account that may be ordered for: enabled, with whether it buys wholesale and the language it reads. Named by a
 * body's `customer_id`, another is refused on that field (422); named by the address itself (`/customers/:id/…`), it
 * is a page that is not there (404).
 */
export async function orderingCustomer(
  db: DbOrTx,
  id: number,
  named: 'body' | 'path' = 'body',
): Promise<Customer & { locale: Locale }> {
  const [row] = await db
    .select({ id: users.id, role: { key: roles.key }, locale: users.locale })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), eq(users.enabled, true)));
  if (!row)
    throw named === 'path'
      ? notFound('customer_not_found')
      : invalidFields({ customer_id: ['customer_not_found'] }, 'customer_not_found');
  return { id: row.id, wholesaler: isWholesaler(row), locale: row.locale === 'en-US' ? 'en-US' : 'es-ES' };
}

/**
 * Accounts whose name or e-mail has every word of the search, or whose address book has the phone typed ("5 234
 * 5678"): who calls is often found by the number on the screen. Or the one account named by its id (from the
 * customer's page). Each with their address book.
 */
export function customersToOrderFor(
  db: DbOrTx,
  { search, customer_id }: { search?: string | undefined; customer_id?: number | undefined },
): Promise<StaffOrderCustomer[]> {
  if (customer_id !== undefined) return enabledCustomers(db, eq(users.id, customer_id));
  const phone = search ? phoneDigitsIn(search) : null;
  return enabledCustomers(
    db,
    or(
      matchesEveryWord([users.name, users.lastname, users.email], search),
      phone === null
        ? undefined
        : inArray(
            users.id,
            db
              .select({ id: beneficiaries.userId })
              .from(beneficiaries)
              .where(sql`regexp_replace(${beneficiaries.phone}, '\\D', '', 'g') like ${`%${phone}%`}`),
          ),
    ),
  );
}

/** Enabled accounts that `which` names, by name, each with their address book. */
async function enabledCustomers(db: DbOrTx, which: SQL | undefined): Promise<StaffOrderCustomer[]> {
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`${users.name} || ' ' || ${users.lastname}`,
      email: users.email,
      role: { key: roles.key },
      note: userNotes.text,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(userNotes, eq(userNotes.userId, users.id))
    .where(and(eq(users.enabled, true), which))
    .orderBy(asc(users.name), asc(users.lastname), asc(users.id))
    .limit(CUSTOMERS_SHOWN);
  const books = await addressBooks(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    wholesaler: isWholesaler(row),
    staff_note: row.note,
    beneficiaries: books.get(row.id) ?? [],
  }));
}

/**
 * Products on sale this customer may buy (a retail customer, none sold only wholesale), by name or SKU, each at the
 * unit price they would pay today for the least they may buy, in the base coin, and with what is free now; a variable
 * product with its active variations, each at its own.
 */
export async function productsToOrder(
  db: DbOrTx,
  customer: Customer,
  which: { search?: string | undefined; ids?: readonly number[] },
  locale: Locale,
): Promise<StaffOrderProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      kind: products.kind,
      retail: products.retail,
      wholesaler: products.wholesaler,
      minQuantity: products.minQuantity,
    })
    .from(products)
    .where(
      and(
        onSale,
        customer.wholesaler
          ? or(eq(products.retail, true), eq(products.wholesaler, true))
          : eq(products.retail, true),
        matchesEveryWord([products.name, products.sku], which.search),
        which.ids ? inArray(products.id, [...which.ids]) : undefined,
      ),
    )
    .orderBy(asc(products.name), asc(products.id))
    .limit(which.ids ? which.ids.length : PRODUCTS_SHOWN);
  // The least this customer may buy, at which its price is read: a wholesale price starts at its minimum.
  const found = rows.map((row) => ({ ...row, least: purchaseMinimum(row, customer.wholesaler) ?? 1 }));
  const leastOf = new Map(found.map((p) => [p.id, p.least]));
  const variable = found.filter((p) => p.kind === 'variable').map((p) => p.id);
  const variations = variable.length
    ? await db
        .select({ id: productVariations.id, productId: productVariations.productId })
        .from(productVariations)
        .where(and(inArray(productVariations.productId, variable), eq(productVariations.active, true)))
        .orderBy(asc(productVariations.position), asc(productVariations.id))
    : [];
  // Each product, or each of its variations, read as a cart line of its least quantity: priced as the order will be.
  const lines = await linesOfLink(db, [
    ...found
      .filter((p) => p.kind !== 'variable')
      .map((p) => ({ product_id: p.id, variation_id: null, quantity: p.least })),
    ...variations.map((v) => ({
      product_id: v.productId,
      variation_id: v.id,
      quantity: leastOf.get(v.productId) ?? 1,
    })),
  ]);
  const labels = await variationLabels(
    db,
    variations.map((v) => v.id),
  );
  const base = (await coinsInForceToday(db)).find((coin) => coin.is_base);
  const price = (line: (typeof lines)[number]) =>
    formatMoney(priceOfLine(line, customer).unit, { symbol: base?.symbol ?? '$' }, locale);
  return found.flatMap((product): StaffOrderProduct[] => {
    const own = lines.filter((line) => line.productId === product.id);
    const first = own[0];
    if (!first) return [];
    const variationsOf = own.filter((line) => line.variationId !== null);
    return [
      {
        id: product.id,
        name: first.name,
        sku: first.productSku,
        kind: first.kind,
        min_quantity: product.least,
        price_formatted: price(first),
        available:
          product.kind === 'variable'
            ? variationsOf.reduce((n, v) => n + Math.max(0, Number(v.variationAvailable)), 0)
            : first.productAvailable === null
              ? null
              : Math.max(0, first.productAvailable),
        variations: variationsOf.map((v) => ({
          id: v.variationId ?? 0,
          label: labels.get(v.variationId ?? 0) ?? v.variationSku ?? '',
          price_formatted: price(v),
          available: Math.max(0, Number(v.variationAvailable)),
        })),
      },
    ];
  });
}

/**
 * An order read back as a new one for its customer ("Repetir pedido"): the customer as the search finds them, and each
 * line whose product (and variation) they may still buy, with the quantity ordered then; the others are named.
 */
export async function orderAsDraft(db: DbOrTx, orderId: number, locale: Locale): Promise<StaffOrderDraft> {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  // An order whose account was deleted or disabled has no one to take it again for.
  const [customer] = order.userId === null ? [] : await enabledCustomers(db, eq(users.id, order.userId));
  if (!customer) throw invalidFields({ customer_id: ['customer_not_found'] }, 'customer_not_found');
  const lines = await db
    .select({
      productId: orderLines.productId,
      variationId: orderLines.variationId,
      name: orderLines.name,
      variant: orderLines.variant,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const ids = [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  const sold = ids.length ? await productsToOrder(db, customer, { ids }, locale) : [];
  const draft: StaffOrderDraft = { customer, lines: [], missing: [] };
  for (const line of lines) {
    const product = sold.find((p) => p.id === line.productId);
    const variationFits =
      product &&
      (product.kind === 'variable'
        ? product.variations.some((v) => v.id === line.variationId)
        : line.variationId === null);
    if (product && variationFits)
      draft.lines.push({ product, variation_id: line.variationId, quantity: line.quantity });
    else draft.missing.push(line.variant ? `${line.name} — ${line.variant}` : line.name);
  }
  return draft;
}
