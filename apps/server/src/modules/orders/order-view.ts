import {
  type AdminOrder,
  convert,
  fillPath,
  formatMoney,
  type Locale,
  municipalityName,
  ONLINE_PROVIDERS,
  ORDER_PATHS,
  ORDER_PAYMENT_METHODS,
  type Order,
  type OrderPayment,
  type OrderReceipt,
  orderCode,
  PAYMENT_PROVIDERS_SETTINGS_KEY,
  type PayFormAccount,
  paymentProvidersStoredSchema,
  provinceName,
} from '@shop/contracts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { independentReads } from '../../db/independent-reads';
import { orderStatuses, statusBrief, statusNameSql } from '../order-statuses';
import { getSetting } from '../settings';
import { userNotes, users } from '../users';
import { payFormDetails } from './checkout-inputs';
import { orderSettings } from './order-settings';
import {
  type OrderReceiptRow,
  type OrderRecipient,
  type OrderRow,
  orderLines,
  orderMessages,
  orderNotes,
  orderPayments,
  orderReceipts,
  orderStatusChanges,
} from './orders.table';
import { paymentReturned } from './payment-returned';
import { prepaymentOf } from './prepayment';
import { readReason } from './status-reason';

/** Amounts are kept in base-coin cents; shown in the order's coin by the rate the order stored. */
export function moneyOfOrder(order: Pick<OrderRow, 'coin' | 'exchangeRates'>, locale: Locale) {
  const rate = order.exchangeRates[order.coin] ?? '1';
  const symbol = order.exchangeRates[`${order.coin}:symbol`] ?? order.coin;
  return (minor: number) => formatMoney(convert(minor, rate), { symbol }, locale);
}

export const recipientView = (r: OrderRecipient | null) =>
  r === null
    ? null
    : {
        ...r,
        province_name: provinceName(r.province) ?? null,
        municipality_name: municipalityName(r.municipality) ?? null,
      };

/** A transfer's account as the shopper reads it, with the order's code as the reference; null when none is set. */
function accountView(account: PayFormAccount | null, reference: string) {
  if (!account || ![account.holder, account.bank, account.number].some(Boolean)) return null;
  return { ...account, reference };
}

export function receiptView(orderId: number, receipt: OrderReceiptRow): OrderReceipt {
  return {
    id: receipt.id,
    kind: receipt.kind === 'pdf' ? 'pdf' : 'image',
    status:
      receipt.status === 'accepted' ? 'accepted' : receipt.status === 'rejected' ? 'rejected' : 'pending',
    reason: receipt.reason,
    url: `/api${fillPath(ORDER_PATHS.receipt, { id: orderId, receipt: receipt.id })}`,
    created_at: receipt.createdAt.toISOString(),
  };
}

const paymentMethod = (method: string): OrderPayment['method'] =>
  (ORDER_PAYMENT_METHODS as readonly string[]).includes(method)
    ? (method as OrderPayment['method'])
    : 'manual';

/** Whether the order may be paid now (SPEC §4): pending, not closed, and within its window while still new. */
export function canPay(order: OrderRow, status: { role: string | null; isFinal: boolean }, now = new Date()) {
  return (
    order.paymentStatus === 'pending' &&
    !status.isFinal &&
    (status.role !== 'initial' ||
      order.paymentDueAt === null ||
      now.getTime() <= order.paymentDueAt.getTime())
  );
}

/**
 * Whether the shopper may cancel the order themselves: still in the first status, nothing paid (a card, a prepayment)
 * and no transfer receipt waiting for staff, whose money may be on its way. Anything later is staff's to decide.
 */
export function canCancel(
  order: OrderRow,
  status: { role: string | null },
  receipts: ReadonlyArray<{ status: string }>,
) {
  return (
    order.paymentStatus === 'pending' &&
    order.paidAmount === 0 &&
    status.role === 'initial' &&
    !receipts.some((receipt) => receipt.status === 'pending')
  );
}

export async function orderView(db: DbOrTx, order: OrderRow, locale: Locale): Promise<Order> {
  return (await orderViewParts(db, order, locale)).view;
}

/** The shopper's view of the order, and its conversation as read (with who wrote each), which staff's view names. */
async function orderViewParts(
  db: DbOrTx,
  order: OrderRow,
  locale: Locale,
): Promise<{ view: Order; messages: MessageRow[] }> {
  const [[status], lines, payForm, payments, settings, receipts, online, messages] = await independentReads(
    db,
    () => db.select().from(orderStatuses).where(eq(orderStatuses.id, order.statusId)),
    () => db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    () => payFormDetails(db, order.payForm, locale),
    () =>
      db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.orderId, order.id))
        .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id)),
    () => (order.wholesale ? orderSettings(db) : Promise.resolve(null)),
    () =>
      db
        .select()
        .from(orderReceipts)
        .where(eq(orderReceipts.orderId, order.id))
        .orderBy(desc(orderReceipts.createdAt), desc(orderReceipts.id)),
    () => getSetting(db, PAYMENT_PROVIDERS_SETTINGS_KEY, paymentProvidersStoredSchema),
    () => orderMessagesOf(db, order.id),
  );
  const prepayment = settings ? prepaymentOf(order, settings.prepayment_percentage) : null;
  if (!status) throw new Error(`order ${order.id} has no status`);
  const money = moneyOfOrder(order, locale);
  const view: Order = {
    id: order.id,
    order_id: orderCode(order.id),
    created_at: order.createdAt.toISOString(),
    status: statusBrief(status, locale),
    status_reason: readReason(order.statusReason, order.statusReasonKey, locale),
    payment_status: order.paymentStatus,
    payment_returned: paymentReturned(order.paidAmount, payments),
    paid_at: order.paidAt?.toISOString() ?? null,
    payment_due_at: order.paymentDueAt?.toISOString() ?? null,
    can_pay: canPay(order, status),
    can_cancel: canCancel(order, status, receipts),
    online_providers: canPay(order, status) ? ONLINE_PROVIDERS.filter((name) => online[name].enabled) : [],
    pay_form: { ...payForm, account: accountView(payForm.account, orderCode(order.id)) },
    receipts: receipts.map((r) => receiptView(order.id, r)),
    delivery_method: order.deliveryMethod,
    pickup_point: order.pickupPoint,
    recipient: recipientView(order.recipient),
    alternative_recipient: recipientView(order.alternativeRecipient),
    location: order.location,
    shipment_price: order.shipmentPrice,
    shipment_distance: order.shipmentDistance === null ? null : Number(order.shipmentDistance),
    subtotal: order.subtotal,
    tax_total: order.taxTotal,
    total: order.total,
    coin: order.coin,
    exchange_rates: Object.fromEntries(Object.entries(order.exchangeRates).filter(([k]) => !k.includes(':'))),
    amounts: {
      coin: order.coin,
      subtotal_formatted: money(order.subtotal),
      shipment_formatted: money(order.shipmentPrice),
      tax_formatted: money(order.taxTotal),
      to_pay_formatted: money(order.total),
      discount:
        order.discountAmount > 0
          ? {
              name: order.discountName ?? '',
              code: order.discountCode ?? '',
              amount: order.discountAmount,
              amount_formatted: money(order.discountAmount),
            }
          : null,
    },
    paid_amount: order.paidAmount,
    paid_formatted: money(order.paidAmount),
    due_formatted: money(Math.max(0, order.total - order.paidAmount)),
    prepayment:
      prepayment === null || settings === null
        ? null
        : {
            amount_formatted: money(prepayment),
            percentage: settings.prepayment_percentage,
            satisfied: order.paidAmount >= prepayment,
          },
    payments: payments.map((p) => ({
      id: p.id,
      method: paymentMethod(p.method),
      refund_due: p.refundDue,
      refunded_at: p.refundedAt?.toISOString() ?? null,
      amount_formatted: formatMoney(
        p.amount,
        { symbol: order.exchangeRates[`${p.coin}:symbol`] ?? p.coin },
        locale,
      ),
      reference: p.reference,
      created_at: p.createdAt.toISOString(),
    })),
    note: order.note,
    contacted: order.contacted,
    dispatched: order.dispatched,
    wholesale: order.wholesale,
    placed_by_staff: order.placedBy !== null,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      variation_id: l.variationId,
      name: l.name,
      sku: l.sku,
      variant: l.variant,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      line_total: l.lineTotal,
      line_total_formatted: money(l.lineTotal),
      offer_name: l.offerName,
    })),
    messages: messages.map((m) => ({
      text: m.text,
      at: m.at.toISOString(),
      from: authorOf(m),
      unread: !m.fromCustomer && m.readAt === null,
    })),
  };
  return { view, messages };
}

const authorOf = (message: MessageRow) => (message.fromCustomer ? ('customer' as const) : ('shop' as const));

/** The conversation about the order (decisions 106, 107), oldest first, with who wrote each. */
const orderMessagesOf = (db: DbOrTx, orderId: number) =>
  db
    .select({
      text: orderMessages.text,
      at: orderMessages.createdAt,
      fromCustomer: orderMessages.fromCustomer,
      readAt: orderMessages.readAt,
      byName: users.name,
      byLastname: users.lastname,
    })
    .from(orderMessages)
    .leftJoin(users, eq(users.id, orderMessages.userId))
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.createdAt), asc(orderMessages.id));
type MessageRow = Awaited<ReturnType<typeof orderMessagesOf>>[number];

const fromStatus = alias(orderStatuses, 'from_status');
const toStatus = alias(orderStatuses, 'to_status');

export async function adminOrderView(db: DbOrTx, order: OrderRow, locale: Locale): Promise<AdminOrder> {
  const staffIds = [order.dispatchedBy, order.placedBy].filter((id): id is number => id !== null);
  const [{ view: base, messages }, customer, history, staff, notes] = await independentReads(
    db,
    () => orderViewParts(db, order, locale),
    () =>
      order.userId === null
        ? []
        : db
            .select({
              id: users.id,
              name: users.name,
              lastname: users.lastname,
              email: users.email,
              note: userNotes.text,
            })
            .from(users)
            .leftJoin(userNotes, eq(userNotes.userId, users.id))
            .where(eq(users.id, order.userId)),
    () =>
      db
        .select({
          from: statusNameSql(fromStatus, locale),
          to: statusNameSql(toStatus, locale),
          reason: orderStatusChanges.reason,
          reasonKey: orderStatusChanges.reasonKey,
          byName: users.name,
          byLastname: users.lastname,
          at: orderStatusChanges.createdAt,
        })
        .from(orderStatusChanges)
        .leftJoin(fromStatus, eq(fromStatus.id, orderStatusChanges.fromStatusId))
        .leftJoin(toStatus, eq(toStatus.id, orderStatusChanges.toStatusId))
        .leftJoin(users, eq(users.id, orderStatusChanges.userId))
        .where(eq(orderStatusChanges.orderId, order.id))
        .orderBy(asc(orderStatusChanges.createdAt), asc(orderStatusChanges.id)),
    // Who dispatched it and who took it for the customer, in one read.
    () =>
      staffIds.length === 0
        ? []
        : db
            .select({ id: users.id, name: users.name, lastname: users.lastname })
            .from(users)
            .where(inArray(users.id, staffIds)),
    () =>
      db
        .select({
          id: orderNotes.id,
          text: orderNotes.text,
          authorId: orderNotes.userId,
          byName: users.name,
          byLastname: users.lastname,
          at: orderNotes.createdAt,
        })
        .from(orderNotes)
        .leftJoin(users, eq(users.id, orderNotes.userId))
        .where(eq(orderNotes.orderId, order.id))
        .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
  );
  const who = customer[0];
  const nameOf = (id: number | null) => {
    const person = staff.find((row) => row.id === id);
    return person ? `${person.name} ${person.lastname}`.trim() : null;
  };
  return {
    ...base,
    customer: who
      ? { id: who.id, name: `${who.name} ${who.lastname}`.trim(), email: who.email, staff_note: who.note }
      : null,
    history: history.map((h) => ({
      from: h.from,
      to: h.to,
      reason: readReason(h.reason, h.reasonKey, locale),
      by: h.byName === null ? null : `${h.byName} ${h.byLastname ?? ''}`.trim(),
      at: h.at.toISOString(),
    })),
    stock_discounted: order.stockDiscounted,
    notes: notes.map((n) => ({
      id: n.id,
      text: n.text,
      author_id: n.authorId,
      by: n.byName === null ? null : `${n.byName} ${n.byLastname ?? ''}`.trim(),
      at: n.at.toISOString(),
    })),
    dispatch:
      order.dispatched && order.dispatchedAt
        ? {
            at: order.dispatchedAt.toISOString(),
            by: nameOf(order.dispatchedBy),
          }
        : null,
    placed_by: order.placedBy === null ? null : { id: order.placedBy, name: nameOf(order.placedBy) ?? '' },
    messages: messages.map((m) => ({
      text: m.text,
      at: m.at.toISOString(),
      from: authorOf(m),
      by: m.byName === null ? null : `${m.byName} ${m.byLastname ?? ''}`.trim(),
      read_at: m.fromCustomer ? null : (m.readAt?.toISOString() ?? null),
    })),
  };
}
