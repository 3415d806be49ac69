import type { OrderStatusListQuery } from '@shop/contracts';
import { fillPath, ORDER_STATUS_PATHS } from '@shop/contracts';

/** Query keys of the back-office order statuses, from the widest to the narrowest. */
export const orderStatusKeys = {
  all: ['admin-order-statuses'] as const,
  lists: () => [...orderStatusKeys.all, 'list'] as const,
  list: (query: OrderStatusListQuery) => [...orderStatusKeys.lists(), query] as const,
  details: () => [...orderStatusKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderStatusKeys.details(), id] as const,
};

export function orderStatusApiPath(id: number): string {
  return fillPath(ORDER_STATUS_PATHS.one, { id });
}

/** SPEC §2 /admin/order_status/{id}. */
export function orderStatusScreen(id: number): string {
  return `/admin/order_status/${id}`;
}

export const ORDER_STATUSES_SCREEN = '/admin/order_status';
