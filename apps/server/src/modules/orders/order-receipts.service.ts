import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AdminOrder,
  type Locale,
  type Order,
  RECEIPT_PDF_MAX_BYTES,
  RECEIPTS_PER_ORDER,
  type ReceiptDecisionBody,
} from '@shop/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalid, invalidFields, notFound } from '../../lib/domain-errors';
import { contentHash, privateRoot, saveFile } from '../../lib/storage';
import { tooLarge } from '../../lib/uploaded-files';
import { checkedImage, readImage } from '../../lib/uploaded-image';
import { orderStatuses } from '../order-statuses';
import { canPay } from './order-view';
import { customerOrder, lockedOrder, settlePayment, staffOrder } from './orders.service';
import { orderReceipts, orders } from './orders.table';

const FIELD = 'file';
const TYPES = { image: 'image/webp', pdf: 'application/pdf' } as const;

/**
 * A receipt judged by its bytes: a PDF ("%PDF-", at most 1 MB) is kept as sent; a picture (300 kB, the accepted
 * types) is re-encoded to WebP, which drops its metadata (where and with what phone it was taken).
 */
async function storedForm(data: Buffer): Promise<{ kind: 'image' | 'pdf'; data: Buffer }> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (data.length > RECEIPT_PDF_MAX_BYTES) throw tooLarge(FIELD, 'receipt_too_large');
    return { kind: 'pdf', data };
  }
  try {
    await checkedImage(data, FIELD);
  } catch (error) {
    if (data.length > RECEIPT_PDF_MAX_BYTES) throw error;
    throw invalidFields({ [FIELD]: ['receipt_type_invalid'] });
  }
  return { kind: 'image', data: await readImage(data).rotate().webp({ quality: 82 }).toBuffer() };
}

/**
 * The shopper sends the receipt of a transfer for their own order while it can still be paid (at most 5 per order);
 * staff then accept it (the order is paid) or reject it with a reason. The same file again while it waits for staff
 * (a second tap, a resend) is not a second receipt: `added` is false, and staff are not told twice. Once rejected, the
 * same file may be sent again, for staff to look at once more.
 */
export async function addReceipt(
  db: Database,
  dataDir: string,
  userId: number,
  orderId: number,
  file: Buffer,
  locale: Locale,
): Promise<{ order: Order; added: boolean }> {
  const stored = await storedForm(file);
  const relative = `receipts/${contentHash(stored.data)}.${stored.kind === 'pdf' ? 'pdf' : 'webp'}`;
  const added = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound();
    if (order.payForm !== 'transfer') throw invalid('receipt_not_transfer');
    const [status] = await tx.select().from(orderStatuses).where(eq(orderStatuses.id, order.statusId));
    if (!status || !canPay(order, status)) throw invalid('cannot_pay');
    const [waiting] = await tx
      .select({ id: orderReceipts.id })
      .from(orderReceipts)
      .where(
        and(
          eq(orderReceipts.orderId, order.id),
          eq(orderReceipts.path, relative),
          eq(orderReceipts.status, 'pending'),
        ),
      )
      .limit(1);
    if (waiting) return false;
    const [sent] = await tx
      .select({ n: count() })
      .from(orderReceipts)
      .where(eq(orderReceipts.orderId, order.id));
    if ((sent?.n ?? 0) >= RECEIPTS_PER_ORDER) throw invalid('receipts_too_many', { max: RECEIPTS_PER_ORDER });
    await saveFile(privateRoot(dataDir), relative, stored.data);
    await tx.insert(orderReceipts).values({ orderId: order.id, path: relative, kind: stored.kind });
    return true;
  });
  return { order: await customerOrder(db, userId, orderId, locale), added };
}

/** A receipt's file, for its order's owner (`ownerId`) or for staff (null); anyone else's is not found. */
export async function readReceipt(
  db: Database,
  dataDir: string,
  orderId: number,
  receiptId: number,
  ownerId: number | null,
): Promise<{ data: Buffer; type: string; filename: string }> {
  const [row] = await db
    .select({ receipt: orderReceipts, userId: orders.userId })
    .from(orderReceipts)
    .innerJoin(orders, eq(orders.id, orderReceipts.orderId))
    .where(and(eq(orderReceipts.id, receiptId), eq(orderReceipts.orderId, orderId)));
  if (!row || (ownerId !== null && row.userId !== ownerId)) throw notFound();
  const data = await readFile(path.join(privateRoot(dataDir), row.receipt.path)).catch(() => {
    throw notFound();
  });
  const kind = row.receipt.kind === 'pdf' ? 'pdf' : 'image';
  return {
    data,
    type: TYPES[kind],
    filename: `comprobante-${orderId}-${receiptId}.${kind === 'pdf' ? 'pdf' : 'webp'}`,
  };
}

/**
 * Staff accept a pending receipt, recording the order's payment in the same transaction, or reject it. A receipt
 * sent within the payment window may be accepted after it ends (the job that cancels unpaid orders waits for staff).
 */
export async function decideReceipt(
  db: Database,
  orderId: number,
  receiptId: number,
  body: ReceiptDecisionBody,
  staffId: number,
  locale: Locale,
): Promise<AdminOrder> {
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderId);
    const [receipt] = await tx
      .update(orderReceipts)
      .set({ status: body.status, reason: body.reason || null, decidedBy: staffId, decidedAt: new Date() })
      .where(
        and(
          eq(orderReceipts.id, receiptId),
          eq(orderReceipts.orderId, order.id),
          eq(orderReceipts.status, 'pending'),
        ),
      )
      .returning({ id: orderReceipts.id, sentAt: orderReceipts.createdAt });
    if (!receipt) {
      const [exists] = await tx
        .select({ id: orderReceipts.id })
        .from(orderReceipts)
        .where(and(eq(orderReceipts.id, receiptId), eq(orderReceipts.orderId, order.id)));
      throw exists ? invalid('receipt_closed') : notFound();
    }
    // Paid when the shopper sent it: a receipt sent within the window is accepted after the window ends.
    if (body.status === 'accepted')
      await settlePayment(tx, order, 'paid', undefined, staffId, receipt.sentAt);
  });
  return staffOrder(db, orderId, locale);
}
