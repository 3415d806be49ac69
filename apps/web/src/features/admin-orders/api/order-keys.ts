import { type AdminOrdersQuery, ORDER_PATHS, STAFF_ORDER_SCREEN } from '@shop/contracts';

/** Query keys of the back-office orders, from the widest to the narrowest, so one call can invalidate a family. */
export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  list: (query: AdminOrdersQuery) => [...adminOrderKeys.lists(), query] as const,
  details: () => [...adminOrderKeys.all, 'detail'] as const,
  detail: (id: number) => [...adminOrderKeys.details(), id] as const,
  statuses: () => [...adminOrderKeys.all, 'statuses'] as const,
};

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const adminOrderPaths = {
  one: (id: number) => withId(ORDER_PATHS.adminOne, id),
  status: (id: number) => withId(ORDER_PATHS.adminStatus, id),
  contacted: (id: number) => withId(ORDER_PATHS.adminContacted, id),
  dispatched: (id: number) => withId(ORDER_PATHS.adminDispatched, id),
  payment: (id: number) => withId(ORDER_PATHS.adminPayment, id),
  profit: (id: number) => withId(ORDER_PATHS.adminProfit, id),
  notes: (id: number) => withId(ORDER_PATHS.adminNotes, id),
  /** The order-status catalogue (its own module); the filter and the status select read it. */
  statuses: '/admin/order-statuses',
};

/** The screens' own addresses. */
export const adminOrderScreens = {
  list: '/admin/orders',
  create: STAFF_ORDER_SCREEN,
  show: (id: number) => `/admin/orders/${id}/show`,
};
