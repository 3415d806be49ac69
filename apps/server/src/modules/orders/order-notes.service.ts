import { type AdminOrder, type Locale, ORDER_NOTES_MAX, type OrderNoteBody } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalid, notAllowed, notFound } from '../../lib/domain-errors';
import { lockedOrder, staffOrder } from './orders.service';
import { orderNotes } from './orders.table';

/**
 * A staff note on an order: what one member of staff tells the others about it (a call, an arrangement, a warning).
 * The order is locked while the note is counted and written, so two notes at once cannot pass the cap together.
 */
export async function addOrderNote(
  db: Database,
  orderId: number,
  body: OrderNoteBody,
  staffId: number,
  locale: Locale,
): Promise<AdminOrder> {
  return db.transaction(async (tx) => {
    await lockedOrder(tx, orderId);
    if ((await tx.$count(orderNotes, eq(orderNotes.orderId, orderId))) >= ORDER_NOTES_MAX)
      throw invalid('order_notes_full', { max: ORDER_NOTES_MAX });
    await tx.insert(orderNotes).values({ orderId, text: body.text, userId: staffId });
    return staffOrder(tx, orderId, locale);
  });
}

/** Its author takes a note back (a slip, a call that did not happen); another's note stays (403). */
export async function deleteOrderNote(
  db: Database,
  orderId: number,
  noteId: number,
  staffId: number,
  locale: Locale,
): Promise<AdminOrder> {
  const [note] = await db
    .select({ userId: orderNotes.userId })
    .from(orderNotes)
    .where(and(eq(orderNotes.id, noteId), eq(orderNotes.orderId, orderId)));
  if (!note) throw notFound();
  if (note.userId !== staffId) throw notAllowed();
  await db.delete(orderNotes).where(eq(orderNotes.id, noteId));
  return staffOrder(db, orderId, locale);
}
