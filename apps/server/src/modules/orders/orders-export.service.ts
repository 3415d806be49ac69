import {
  type AdminOrdersQuery,
  convert,
  type Locale,
  municipalityName,
  orderCode,
  shopWallClock,
} from '@shop/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { csvWriter } from '../../lib/csv';
import { translate } from '../../lib/messages';
import { orderStatuses, statusNameSql } from '../order-statuses';
import { getPayFormsSettings, readPayForm } from '../settings';
import { users } from '../users';
import { orderProfitFigures, type ProfitLineRow } from './order-profit';
import {
  adminOrdersWhere,
  customerNameSql,
  orderUnitsSql,
  placedByNameSql,
  placer,
  withPlacer,
} from './orders.search';
import { orderLines, orders } from './orders.table';
import { paymentReturnedSql } from './payment-returned';

const COLUMNS = [
  'order',
  'date',
  'customer',
  'email',
  'kind',
  'placed_by',
  'status',
  'payment',
  'pay_form',
  'delivery',
  'recipient',
  'phone',
  'municipality',
  'pickup_point',
  'units',
  'coin',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'paid',
] as const;
/** What the order left the shop (decision 112): written for readers of the sold products report only. */
const PROFIT_COLUMNS = ['cost', 'profit', 'units_without_cost'] as const;
type Column = (typeof COLUMNS)[number] | (typeof PROFIT_COLUMNS)[number];

/** Orders read per query while the file is written: the database is never held while the browser reads. */
const BATCH = 1_000;

/** The lines of a batch's orders, by order, as the profit reads them. */
async function linesByOrder(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({
      orderId: orderLines.orderId,
      lineTotal: orderLines.lineTotal,
      unitTax: orderLines.unitTax,
      quantity: orderLines.quantity,
      unitCost: orderLines.unitCost,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.id));
  const byOrder = new Map<number, ProfitLineRow[]>();
  for (const { orderId, ...line } of rows) {
    const lines = byOrder.get(orderId);
    if (lines) lines.push(line);
    else byOrder.set(orderId, [line]);
  }
  return byOrder;
}

/**
 * The orders the back office's list shows for `query`, every page of them, oldest first, as a CSV in the reader's
 * language (decision 097): an order a row, its amounts in the coin it was placed in at its own rates (the coin in its
 * own column, as the sales report keeps coins apart), its status, payment and pay form in the words the list shows.
 * With `profit` (a reader of the sold products report), what each order left the shop as its page says it.
 */
export async function* ordersCsv(
  db: DbOrTx,
  query: AdminOrdersQuery,
  locale: Locale,
  { profit = false }: { profit?: boolean } = {},
) {
  const columns: readonly Column[] = profit ? [...COLUMNS, ...PROFIT_COLUMNS] : COLUMNS;
  const { headings, line, amount } = csvWriter(columns, locale);
  yield headings(
    Object.fromEntries(
      columns.map((column) => [column, translate(`orders_export_col_${column}`, locale)]),
    ) as Record<Column, string>,
  );
  const payForms = new Map<string, string>(
    (await getPayFormsSettings(db)).map((form) => [form.code, readPayForm(form, locale).name]),
  );
  const where = adminOrdersWhere(query);
  // Batches by id, each a short query of its own: a slow download never keeps a transaction open.
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        order: orders,
        status: statusNameSql(orderStatuses, locale),
        customerName: customerNameSql,
        customerEmail: users.email,
        units: orderUnitsSql,
        returned: paymentReturnedSql,
        placedBy: placedByNameSql,
      })
      .from(orders)
      .innerJoin(orderStatuses, eq(orderStatuses.id, orders.statusId))
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(placer, withPlacer)
      .where(and(where, gt(orders.id, after)))
      .orderBy(asc(orders.id))
      .limit(BATCH);
    if (!rows.length) return;
    const lines = profit
      ? await linesByOrder(
          db,
          rows.map((row) => row.order.id),
        )
      : new Map<number, ProfitLineRow[]>();
    yield rows
      .map(({ order, status, customerName, customerEmail, units, returned, placedBy }) => {
        const inCoin = (minor: number) => amount(convert(minor, order.exchangeRates[order.coin] ?? '1'));
        const recipient = order.recipient;
        const figures = orderProfitFigures(
          {
            coin: order.coin,
            rates: order.exchangeRates,
            subtotal: order.subtotal,
            discount: order.discountAmount,
          },
          lines.get(order.id) ?? [],
        );
        return line({
          order: orderCode(order.id),
          date: shopWallClock(order.createdAt).replace('T', ' '),
          customer: customerName ?? '',
          email: customerEmail ?? '',
          kind: translate(order.wholesale ? 'orders_export_wholesale' : 'orders_export_retail', locale),
          placed_by: placedBy?.trim() ?? '',
          status,
          payment: translate(`orders_export_payment_${returned ?? order.paymentStatus}`, locale),
          pay_form: payForms.get(order.payForm) ?? order.payForm,
          delivery: translate(`orders_export_delivery_${order.deliveryMethod}`, locale),
          recipient: recipient ? `${recipient.name} ${recipient.last_name}`.trim() : '',
          phone: recipient?.phone ?? '',
          municipality: recipient ? (municipalityName(recipient.municipality) ?? recipient.municipality) : '',
          pickup_point: order.pickupPoint?.name ?? '',
          units: String(units),
          coin: order.coin,
          subtotal: inCoin(order.subtotal),
          discount: inCoin(order.discountAmount),
          shipping: inCoin(order.shipmentPrice),
          total: inCoin(order.total),
          paid: inCoin(order.paidAmount),
          // Written only when the columns are (`line` writes the columns it was given).
          cost: figures.profit === null ? '' : amount(figures.cost),
          profit: amount(figures.profit),
          units_without_cost: String(figures.unitsWithoutCost),
        });
      })
      .join('');
    after = rows[rows.length - 1]?.order.id ?? after;
    if (rows.length < BATCH) return;
  }
}
