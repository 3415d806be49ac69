import {
  type ChangeOrdersStatusBody,
  type Locale,
  type OrdersStatusChangedReply,
  orderCode,
} from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { DomainError, invalidFields, NotFound } from '../../lib/domain-errors';
import { translate, translateFields } from '../../lib/messages';
import { orderStatuses } from '../order-statuses';
import { lockedOrder, moveOrder } from './orders.service';

/** Why one order of many was left as it was: the first of its field's failures, else the error's own words. */
function refusal(error: DomainError, locale: Locale): string {
  if (error instanceof NotFound) return translate('order_not_found', locale);
  const [first] = Object.values(translateFields(error.fields ?? {}, locale, error.params)).flat();
  return first ?? translate(error.key, locale, error.params);
}

/**
 * Several orders moved to one status by staff (decision 100), each in a transaction of its own and by the rules of a
 * single change (its stock, its payments, its history): a refused order (closed, already in the status, short of
 * stock, a wholesale one without its prepayment) leaves the others moved, and the reply says which and why. A status
 * that does not exist refuses the whole request, moving nothing. The reply's message is SPEC §4's for a status
 * change: "Estado cambiado exitosamente" when any order moved, "No se pudo cambiar el estado" when none did.
 * Orders are taken by id, lowest first, one lock at a time.
 */
export async function changeOrdersStatus(
  db: Database,
  body: ChangeOrdersStatusBody,
  staffId: number,
  locale: Locale,
): Promise<OrdersStatusChangedReply> {
  const { ids, ...change } = body;
  const [target] = await db
    .select({ id: orderStatuses.id })
    .from(orderStatuses)
    .where(eq(orderStatuses.id, change.status_id));
  if (!target) throw invalidFields({ status_id: ['reference_unknown'] }, 'status_change_failed');
  const changed: OrdersStatusChangedReply['changed'] = [];
  const refused: OrdersStatusChangedReply['refused'] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    const named = { id, order_id: orderCode(id) };
    try {
      await db.transaction(async (tx) => {
        await moveOrder(tx, await lockedOrder(tx, id), target.id, change.reason || null, staffId);
      });
      changed.push(named);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.push({ ...named, message: refusal(error, locale) });
    }
  }
  return {
    message: translate(changed.length > 0 ? 'status_changed' : 'status_change_failed', locale),
    changed,
    refused,
  };
}
