import type { OrderStatusBody } from '@shop/contracts';
import { invalidFields } from '../../lib/domain-errors';
import type { OrderStatusRow } from './order-statuses.table';

/**
 * What the shop's logic needs of the statuses with a role: new orders start in a status that lets them move on, and
 * a cancelled order is closed and holds no units (SPEC §4 real availability).
 */
export function checkRoleRules(role: OrderStatusRow['role'], body: OrderStatusBody): void {
  if (role === 'initial' && body.is_final) throw invalidFields({ is_final: ['initial_status_not_final'] });
  if (role === 'cancelled' && (!body.is_final || body.counts_against_availability)) {
    throw invalidFields({
      ...(body.is_final ? {} : { is_final: ['cancelled_status_final'] }),
      ...(body.counts_against_availability
        ? { counts_against_availability: ['cancelled_status_final'] }
        : {}),
    });
  }
}
