import type {
  AdminOrder,
  AdminOrderListItem,
  CurrentUserReply,
  OrderStatusBrief,
  Permission,
} from '@shop/contracts';
import { listReply } from '../../../test/api-calls';
import { NEW, shopperOrder } from '../../../test/orders';
import { testUser } from '../../../test/render-routes';

export { NEW };

export const signedIn = (permissions: Permission[] = ['ALL']): CurrentUserReply =>
  testUser({ id: 1, all_permissions: permissions });

export const CONFIRMED: OrderStatusBrief = {
  id: 2,
  name: 'Confirmado',
  color: '#40c057',
  is_final: false,
  role: null,
};
export const DELIVERED: OrderStatusBrief = {
  id: 3,
  name: 'Entregado',
  color: '#868e96',
  is_final: true,
  role: null,
};
export const CANCELLED: OrderStatusBrief = {
  id: 4,
  name: 'Cancelado',
  color: '#fa5252',
  is_final: true,
  role: 'cancelled',
};

/** GET /api/admin/order-statuses?per_page=100, as the status catalogue answers it. */
export const STATUSES = {
  'GET /api/admin/order-statuses': {
    body: listReply(
      [NEW, CONFIRMED, DELIVERED].map((status, index) => ({
        ...status,
        label: status.name,
        position: index,
        role: null,
      })),
    ),
  },
};

export function listItem(overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem {
  return {
    id: 123,
    order_id: 'P-000123',
    created_at: '2025-03-01T15:30:00.000Z',
    status: NEW,
    payment_status: 'pending',
    payment_returned: null,
    delivery_method: 'home',
    total: 2650,
    to_pay_formatted: '26,50 $',
    paid_formatted: '0,00 $',
    wholesale: false,
    items_count: 3,
    customer_name: 'Luis Gómez',
    customer_email: 'luis@example.com',
    contacted: false,
    placed_by: null,
    ...overrides,
  };
}

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...shopperOrder(),
    customer: { id: 9, name: 'Luis Gómez', email: 'luis@example.com', staff_note: null },
    history: [{ from: null, to: 'Nuevo', reason: null, by: 'Luis Gómez', at: '2025-03-01T15:30:00.000Z' }],
    stock_discounted: false,
    notes: [],
    dispatch: null,
    placed_by: null,
    messages: [],
    ...overrides,
  };
}
