// The plain constants of `orders.ts`, without its schemas: the back office's list of orders (its first load) filters
// and fetches with these, and has no use for the order's schemas nor for those they are made of (discounts, pay
// providers, statuses).

export const ORDER_PATHS = {
  /** POST creates (with an `Idempotency-Key` header), GET lists the signed-in user's orders. */
  mine: '/orders',
  one: '/orders/:id',
  adminList: '/admin/orders',
  /** GET: every order the list's filters show, as a CSV in the reader's language (decision 097). */
  adminExport: '/admin/orders/export.csv',
  adminOne: '/admin/orders/:id',
  adminStatus: '/admin/orders/:id/status',
  /** PUT: several orders moved to one status (decision 100). */
  adminStatusMany: '/admin/orders/status',
  adminContacted: '/admin/orders/:id/contacted',
  adminDispatched: '/admin/orders/:id/dispatched',
  adminPayment: '/admin/orders/:id/payment',
  /** GET: what the order left the shop over its lines' costs (decision 112), for readers of the sold products report. */
  adminProfit: '/admin/orders/:id/profit',
  /** POST adds a staff note to the order (never shown to the shopper). */
  adminNotes: '/admin/orders/:id/notes',
  /** DELETE: its author takes a note back. */
  adminNote: '/admin/orders/:id/notes/:note',
  /** POST: the shopper cancels their own order while it is new and nothing is paid or sent to be checked. */
  cancel: '/orders/:id/cancel',
  /** POST (multipart `file`) adds a transfer receipt to the shopper's own order. */
  receipts: '/orders/:id/receipts',
  receipt: '/orders/:id/receipts/:receipt',
  /** GET the file; PUT accepts (recording the payment) or rejects it. */
  adminReceipt: '/admin/orders/:id/receipts/:receipt',
  /** POST: staff give an online payment owed back to the shopper through its provider (decision 023, amended). */
  adminPaymentRefund: '/admin/orders/:id/payments/:payment/refund',
  quote: '/checkout/quote',
  /** GET the pickup points holding every unit of the order (`?lines=`, decision 032). */
  pickupPoints: '/checkout/pickup-points',
} as const;

/**
 * The back office's new-order screen (decision 098), for one customer (`?customer=`) or from an order to repeat
 * (`?from=`): linked from the orders list, an order's page and a customer's page.
 */
/** Orders moved to one status at once (decision 100): a page of the list at its longest (PER_PAGE_MAX). */
export const ORDERS_STATUS_MANY_MAX = 100;

/**
 * What to take from the shelves for some orders (decision 101): the list's selection and the delivery round link to
 * its page.
 */
export const PICKING_LIST_PATHS = {
  /** GET `?ids=12,15,40`: the picking list of those orders (read_orders). */
  api: '/admin/orders/picking-list',
  /** The printable page, with the same `ids`. */
  screen: '/admin/orders/picking',
} as const;

export const STAFF_ORDER_SCREEN = '/admin/orders/new';

export const PAYMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
/** Where money the shop must give back stands (an order's `payment_returned`). */
export const PAYMENT_RETURNS = ['due', 'given'] as const;
export type PaymentReturned = (typeof PAYMENT_RETURNS)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DELIVERY_METHODS = ['home', 'pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const ADMIN_ORDER_SORTS = ['-created_at', 'created_at', '-total', 'total'] as const;
