import type {
  AdminOrder,
  CurrentUserReply,
  OrderListItem,
  OrderStatusBrief,
  Permission,
} from '@shop/contracts';
import { listReply } from '../../../test/api-calls';
import { testUser } from '../../../test/render-routes';

export const signedIn = (permissions: Permission[] = ['ALL']): CurrentUserReply =>
  testUser({ id: 1, all_permissions: permissions });

export const NEW: OrderStatusBrief = {
  id: 1,
  name: 'Nuevo',
  color: '#228be6',
  is_final: false,
  role: 'initial',
};
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
      [NEW, CONFIRMED, DELIVERED].map((status, index) => ({ ...status, position: index, role: null })),
    ),
  },
};

export function listItem(overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    id: 123,
    order_id: 'P-000123',
    created_at: '2025-03-01T15:30:00.000Z',
    status: NEW,
    payment_status: 'pending',
    delivery_method: 'home',
    total: 2650,
    to_pay_formatted: '26,50 $',
    paid_formatted: '0,00 $',
    wholesale: false,
    items_count: 3,
    customer_name: 'Luis Gómez',
    customer_email: 'luis@example.com',
    contacted: false,
    ...overrides,
  };
}

const recipient = {
  name: 'María',
  last_name: 'López',
  phone: '+5351234567',
  ci: '85010112345',
  email: null,
  province: '23',
  province_name: 'La Habana',
  municipality: '2301',
  municipality_name: 'Playa',
  main_street: 'Calle 23',
  first_street: 'L',
  second_street: 'M',
  house_or_apartment: 'Apto 4',
  point_of_reference: 'Frente al parque',
  address: null,
};

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 123,
    order_id: 'P-000123',
    created_at: '2025-03-01T15:30:00.000Z',
    status: NEW,
    status_reason: null,
    payment_status: 'pending',
    paid_at: null,
    payment_due_at: '2025-03-02T15:30:00.000Z',
    can_pay: true,
    can_cancel: true,
    online_providers: [],
    pay_form: {
      code: 'transfer',
      name: 'Transferencia',
      instructions: 'Transfiera a la cuenta 1234.',
      account: null,
    },
    receipts: [],
    delivery_method: 'home',
    pickup_point: null,
    recipient,
    alternative_recipient: {
      ...recipient,
      name: 'Pedro',
      last_name: 'Ruiz',
      phone: '+5359876543',
      ci: null,
      second_street: null,
      house_or_apartment: null,
    },
    location: { longitude: -82.383, latitude: 23.1136 },
    shipment_price: 500,
    shipment_distance: 4.2,
    subtotal: 2000,
    tax_total: 150,
    total: 2500,
    coin: 'USD',
    exchange_rates: { USD: '1', MLC: '1.05' },
    amounts: {
      coin: 'USD',
      subtotal_formatted: '20,00 $',
      shipment_formatted: '5,00 $',
      tax_formatted: '1,50 $',
      to_pay_formatted: '25,00 $',
      discount: null,
    },
    paid_amount: 0,
    paid_formatted: '0,00 $',
    due_formatted: '25,00 $',
    prepayment: null,
    payments: [],
    note: 'Llamar antes de llegar',
    contacted: false,
    dispatched: false,
    wholesale: false,
    lines: [
      {
        id: 1,
        product_id: 21,
        variation_id: 5,
        name: 'Camiseta básica',
        sku: 'ROPA-000021',
        variant: 'Talla M',
        quantity: 2,
        unit_price: 1000,
        line_total: 2000,
        line_total_formatted: '20,00 $',
        offer_name: null,
      },
    ],
    customer: { id: 9, name: 'Luis Gómez', email: 'luis@example.com' },
    history: [{ from: null, to: 'Nuevo', reason: null, by: 'Luis Gómez', at: '2025-03-01T15:30:00.000Z' }],
    stock_discounted: false,
    notes: [],
    dispatch: null,
    ...overrides,
  };
}
