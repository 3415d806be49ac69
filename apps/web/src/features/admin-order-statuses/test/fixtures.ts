import type { CurrentUserReply, OrderStatus, Permission } from '@shop/contracts';
import { testUser } from '../../../test/render-routes';

export function orderStatus(overrides: Partial<OrderStatus> = {}): OrderStatus {
  return {
    id: 2,
    name: 'Confirmado',
    color: '#228be6',
    position: 2,
    counts_against_availability: true,
    is_final: false,
    role: null,
    ...overrides,
    label: overrides.label ?? overrides.name ?? 'Confirmado',
  };
}

export const PENDING = orderStatus({
  id: 1,
  name: 'Pendiente',
  color: '#f59f00',
  position: 1,
  role: 'initial',
});
export const CONFIRMED = orderStatus();
export const CANCELLED = orderStatus({
  id: 6,
  name: 'Cancelado',
  color: '#fa5252',
  position: 6,
  counts_against_availability: false,
  is_final: true,
  role: 'cancelled',
});

export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: 1, all_permissions: permissions });
}
