import { z } from 'zod';
import { listQuerySchema, listReplySchema } from './common';
import { appliedDiscountSchema, couponCodeSchema } from './discounts';
import { INT_MAX, integerField } from './integer-field';
import {
  DELIVERY_METHODS,
  ORDERS_STATUS_MANY_MAX,
  PAYMENT_RETURNS,
  PAYMENT_STATUSES,
} from './order-constants';
import { orderStatusRoleSchema } from './order-statuses';
import { ONLINE_PROVIDERS } from './payment-providers';

export { type AdminOrdersQuery, adminOrdersQuerySchema } from './admin-orders-query';
export {
  ADMIN_ORDER_SORTS,
  DELIVERY_METHODS,
  type DeliveryMethod,
  ORDER_PATHS,
  ORDERS_STATUS_MANY_MAX,
  PAYMENT_RETURNS,
  PAYMENT_STATUSES,
  type PaymentReturned,
  type PaymentStatus,
  PICKING_LIST_PATHS,
  STAFF_ORDER_SCREEN,
} from './order-constants';

/** Unpaid orders that hold stock, per account: one more is refused until one is paid or cancelled. */
export const OPEN_UNPAID_ORDERS_MAX = 5;

/** Lines of an order as `product:variation:quantity` (variation 0 for none), joined by commas, at most 50. */
const PICKUP_LINES = /^\d{1,10}:\d{1,10}:\d{1,7}(,\d{1,10}:\d{1,10}:\d{1,7}){0,49}$/;

export const checkoutPickupQuerySchema = z.object({
  lines: z.string().trim().max(1_200).regex(PICKUP_LINES).optional(),
});

/** The `lines` a checkout asks pickup points for, from the lines it orders. */
export function pickupLinesParam(
  lines: ReadonlyArray<{ product_id: number; variation_id: number | null; quantity: number }>,
): string {
  return lines.map((line) => `${line.product_id}:${line.variation_id ?? 0}:${line.quantity}`).join(',');
}

/** The `lines` parameter read back; ids and quantities as numbers, variation 0 as none. */
export function readPickupLines(param: string | undefined) {
  return (param ? param.split(',') : []).map((part) => {
    const [product, variation, quantity] = part.split(':').map(Number);
    return { product_id: product ?? 0, variation_id: variation ? variation : null, quantity: quantity ?? 0 };
  });
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** "P-000123": how people quote an order on the phone. */
export const orderCode = (id: number) => `P-${String(id).padStart(6, '0')}`;

/** A map point; SPEC §5 gives coordinates as longitude and latitude. */
export const mapPointSchema = z.strictObject({
  longitude: z.number().min(-180).max(180),
  latitude: z.number().min(-90).max(90),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const createOrderBodySchema = z.strictObject({
  delivery_method: z.enum(DELIVERY_METHODS),
  beneficiary_id: z.number().int().positive().nullable().optional(),
  alternative_beneficiary_id: z.number().int().positive().nullable().optional(),
  point_of_sale_id: z.number().int().positive().nullable().optional(),
  location: mapPointSchema.nullable().optional(),
  pay_form: z.string().trim().min(1, { error: 'required' }).max(30),
  note: z.string().trim().max(300).optional(),
  /** The coin the shopper reviewed the amounts in (short name); the base coin when absent. */
  coin: z.string().trim().max(12).optional(),
  /** A coupon code typed at checkout (decision 028). */
  coupon: couponCodeSchema.optional(),
  /**
   * The total the shopper reviewed, in minor units of `coin` (the quote's `to_pay`): an order whose total is no longer
   * that (an offer ended, a price or the day's exchange rate changed meanwhile) is refused, not charged (decision 067).
   */
  expected_total: z.number().int().nonnegative().optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

/** The checkout's review step asks what the order would cost with this delivery (POST /api/checkout/quote). */
export const checkoutQuoteBodySchema = createOrderBodySchema.pick({
  delivery_method: true,
  beneficiary_id: true,
  point_of_sale_id: true,
  location: true,
  coin: true,
  coupon: true,
});
export type CheckoutQuoteBody = z.infer<typeof checkoutQuoteBodySchema>;

export const checkoutQuoteReplySchema = z.object({
  coin: z.string(),
  subtotal_formatted: z.string(),
  shipment_formatted: z.string(),
  to_pay_formatted: z.string(),
  /** The same total in minor units of `coin`: the order is placed with it as `expected_total`. */
  to_pay: z.number().int(),
  shipment_distance: z.number().nullable(),
  free_shipping: z.boolean(),
  /** The cart discount the order would get: the coupon typed, or a rule the cart qualifies for. */
  discount: appliedDiscountSchema.nullable(),
});
export type CheckoutQuoteReply = z.infer<typeof checkoutQuoteReplySchema>;

export const orderStatusBriefSchema = z.object({
  id: z.number().int(),
  /** In the reader's language when the shop named the status itself (a fresh shop's), as staff wrote it otherwise. */
  name: z.string(),
  color: z.string(),
  is_final: z.boolean(),
  /** The shop's own meaning of the status, if any: a cancelled order is not dispatched nor invoiced. */
  role: orderStatusRoleSchema.nullable(),
});
export type OrderStatusBrief = z.infer<typeof orderStatusBriefSchema>;

export const orderRecipientSchema = z.object({
  name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  ci: z.string().nullable(),
  email: z.string().nullable(),
  province: z.string(),
  province_name: z.string().nullable(),
  municipality: z.string(),
  municipality_name: z.string().nullable(),
  main_street: z.string(),
  first_street: z.string().nullable(),
  second_street: z.string().nullable(),
  house_or_apartment: z.string().nullable(),
  point_of_reference: z.string().nullable(),
  address: z.string().nullable(),
});
export type OrderRecipientReply = z.infer<typeof orderRecipientSchema>;

export const orderLineSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  variation_id: z.number().int().nullable(),
  name: z.string(),
  sku: z.string(),
  variant: z.string().nullable(),
  quantity: z.number().int(),
  /** Base-coin cents, as charged. */
  unit_price: z.number().int(),
  line_total: z.number().int(),
  line_total_formatted: z.string(),
  /** The offer that priced the line when it was ordered, or null. */
  offer_name: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** Amounts in the coin the shopper chose, by the rates the order stored. */
export const orderAmountsSchema = z.object({
  coin: z.string(),
  subtotal_formatted: z.string(),
  shipment_formatted: z.string(),
  tax_formatted: z.string(),
  to_pay_formatted: z.string(),
  /** The cart discount the order got (decision 028), or null. */
  discount: appliedDiscountSchema.nullable(),
});

/** A transfer receipt: a picture (re-encoded, at most 300 kB as sent) or a PDF of at most this many bytes. */
export const RECEIPT_PDF_MAX_BYTES = 1_000_000;
export const RECEIPTS_PER_ORDER = 5;
export const RECEIPT_STATUSES = ['pending', 'accepted', 'rejected'] as const;

export const orderReceiptSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['image', 'pdf']),
  status: z.enum(RECEIPT_STATUSES),
  reason: z.string().nullable(),
  /** Where the signed-in owner (or staff, under /api/admin) reads the file. */
  url: z.string(),
  created_at: z.string(),
});
export type OrderReceipt = z.infer<typeof orderReceiptSchema>;

type OrderState = { payment_status: string; status: { is_final: boolean } };

/** An order still waiting for its payment: receipts are sent and judged only then. */
export const awaitsPayment = (order: OrderState) =>
  order.payment_status === 'pending' && !order.status.is_final;

/** How a receipt's state reads to the shopper and to staff: one nobody judged before its order closed (cancelled,
 * or paid another way) waits for no one, so it reads "not reviewed" rather than "under review". */
export type ShownReceiptStatus = (typeof RECEIPT_STATUSES)[number] | 'unreviewed';
export const shownReceiptStatus = (
  receipt: Pick<OrderReceipt, 'status'>,
  order: OrderState,
): ShownReceiptStatus =>
  receipt.status === 'pending' && !awaitsPayment(order) ? 'unreviewed' : receipt.status;

export const receiptParamsSchema = z.object({
  id: integerField(1),
  receipt: integerField(1),
});

export const paymentParamsSchema = z.object({
  id: integerField(1),
  payment: integerField(1),
});

/** SPEC §4/§5: a status, payment or receipt reason holds at most 250 characters. */
export const ORDER_REASON_MAX = 250;
const orderReasonSchema = z.string().trim().max(ORDER_REASON_MAX).optional();

export const receiptDecisionBodySchema = z.strictObject({
  status: z.enum(['accepted', 'rejected']),
  reason: orderReasonSchema,
});
export type ReceiptDecisionBody = z.infer<typeof receiptDecisionBodySchema>;

export const ORDER_PAYMENT_METHODS = ['manual', 'shopping_card', 'stripe', 'paypal'] as const;

/** One payment received for an order (SPEC §3 Order `payment`, `date_payment`). */
export const orderPaymentSchema = z.object({
  id: z.number().int(),
  method: z.enum(ORDER_PAYMENT_METHODS),
  /** In the order's coin. */
  amount_formatted: z.string(),
  /** The card's last four digits for a card payment; the provider's reference for an online one. */
  reference: z.string().nullable(),
  /**
   * To be given back, not counted: received after the order was closed (cancelled, or already paid), or paid online
   * for an order cancelled since.
   */
  refund_due: z.boolean(),
  /** When it was given back: to its card when the order was cancelled, or through its provider by staff. */
  refunded_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * What became of the money paid for an order once some had to go back: `due` while the shop owes a payment back,
 * `given` once everything it received was given back (to a card, or through its provider); null otherwise. Shown in
 * the payment's place: a cancelled order whose money went back is no longer "Pagado".
 */
const paymentReturnedSchema = z.enum(PAYMENT_RETURNS).nullable();

/** Who wrote a message of an order's conversation: its shop's staff or its customer (decisions 106, 107). */
export const MESSAGE_AUTHORS = ['shop', 'customer'] as const;

export const orderSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  created_at: z.string(),
  status: orderStatusBriefSchema,
  status_reason: z.string().nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_returned: paymentReturnedSchema,
  paid_at: z.string().nullable(),
  /** The end of the payment window; null for an order paid on receipt (cash on delivery or at pickup). */
  payment_due_at: z.string().nullable(),
  /** Whether the order can still be paid now (SPEC §4: only while its window lasts). */
  can_pay: z.boolean(),
  /** Whether the shopper may still cancel it themselves: new, nothing paid, no transfer receipt waiting. */
  can_cancel: z.boolean(),
  /** The providers the shopper can pay it through now (enabled ones, while the order can be paid). */
  online_providers: z.array(z.enum(ONLINE_PROVIDERS)),
  pay_form: z.object({
    code: z.string(),
    name: z.string(),
    instructions: z.string(),
    /** A transfer's account, and the reference to write on it (the order's code). */
    account: z
      .object({
        holder: z.string(),
        bank: z.string(),
        number: z.string(),
        coin: z.string(),
        reference: z.string(),
      })
      .nullable(),
  }),
  /** Transfer receipts the shopper sent, newest first. */
  receipts: z.array(orderReceiptSchema),
  delivery_method: z.enum(DELIVERY_METHODS),
  pickup_point: z.object({ id: z.number().int(), name: z.string(), address: z.string() }).nullable(),
  recipient: orderRecipientSchema.nullable(),
  alternative_recipient: orderRecipientSchema.nullable(),
  location: z.object({ longitude: z.number(), latitude: z.number() }).nullable(),
  shipment_price: z.number().int(),
  shipment_distance: z.number().nullable(),
  subtotal: z.number().int(),
  tax_total: z.number().int(),
  total: z.number().int(),
  coin: z.string(),
  exchange_rates: z.record(z.string(), z.string()),
  amounts: orderAmountsSchema,
  /** Base-coin cents received so far (cards, staff-confirmed payments), and what that leaves to pay. */
  paid_amount: z.number().int(),
  paid_formatted: z.string(),
  due_formatted: z.string(),
  /** A wholesale order's prepayment (settings prepayment_percentage): what it needs before it moves on. */
  prepayment: z
    .object({ amount_formatted: z.string(), percentage: z.number().int(), satisfied: z.boolean() })
    .nullable(),
  payments: z.array(orderPaymentSchema),
  note: z.string().nullable(),
  contacted: z.boolean(),
  dispatched: z.boolean(),
  wholesale: z.boolean(),
  /** Staff took it for the customer (decision 098): the customer is told so, never by whom. */
  placed_by_staff: z.boolean(),
  lines: z.array(orderLineSchema),
  /**
   * The conversation about the order, oldest first (decisions 106 and 107): the shop's messages (mailed to the customer
   * too) and the customer's own.
   */
  messages: z.array(
    z.object({
      text: z.string(),
      at: z.string(),
      from: z.enum(MESSAGE_AUTHORS),
      /** A shop's message the customer had not seen before this reply (decision 109). */
      unread: z.boolean(),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The staff member who took an order for its customer (decision 098), null when the customer placed it: their id finds
 * the other orders they took in the list (decision 099).
 */
const placedBySchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** What staff see besides: who ordered, and every status change with its reason. */
export const adminOrderSchema = orderSchema.extend({
  customer: z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      /** What staff keep in mind about the customer (decision 104), null without a note; never the shopper's. */
      staff_note: z.string().nullable(),
    })
    .nullable(),
  history: z.array(
    z.object({
      from: z.string().nullable(),
      to: z.string().nullable(),
      reason: z.string().nullable(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
  stock_discounted: z.boolean(),
  /** What staff noted on the order for each other, oldest first; the shopper never sees them. */
  notes: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      /** The author's user id (null once their account is gone): only the author takes a note back. */
      author_id: z.number().int().nullable(),
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** When and by whom it left for delivery (the delivery round); null while it has not. */
  dispatch: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
  /** Who took the order for the customer (decision 098); null when the customer placed it. */
  placed_by: placedBySchema,
  /** The conversation with the customer (decisions 106, 107), with who wrote each; the customer reads no staff name. */
  messages: z.array(
    z.object({
      text: z.string(),
      at: z.string(),
      from: z.enum(MESSAGE_AUTHORS),
      by: z.string().nullable(),
      /** When the customer first saw a shop's message on their order (decision 109); null while unseen, and on theirs. */
      read_at: z.string().nullable(),
    }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderListItemSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  created_at: z.string(),
  status: orderStatusBriefSchema,
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_returned: paymentReturnedSchema,
  delivery_method: z.enum(DELIVERY_METHODS),
  total: z.number().int(),
  to_pay_formatted: z.string(),
  /** What was received so far (a wholesale prepayment, a card payment), in the order's coin. */
  paid_formatted: z.string(),
  wholesale: z.boolean(),
  items_count: z.number().int(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  contacted: z.boolean(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListReplySchema = listReplySchema(orderListItemSchema);
export type OrderListReply = z.infer<typeof orderListReplySchema>;

/** A row of the shopper's own list: how many of the shop's messages on it they have not seen (decision 109). */
export const myOrderListItemSchema = orderListItemSchema.extend({ unread_messages: z.number().int() });
export type MyOrderListItem = z.infer<typeof myOrderListItemSchema>;
export const myOrderListReplySchema = listReplySchema(myOrderListItemSchema);
export type MyOrderListReply = z.infer<typeof myOrderListReplySchema>;

/** A row of the back office's list: who took the order for its customer besides, which the shopper's list leaves out. */
export const adminOrderListItemSchema = orderListItemSchema.extend({ placed_by: placedBySchema });
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;
export const adminOrderListReplySchema = listReplySchema(adminOrderListItemSchema);
export type AdminOrderListReply = z.infer<typeof adminOrderListReplySchema>;

export const myOrdersQuerySchema = listQuerySchema.pick({ page: true, per_page: true });

/** SPEC §4: a status change may carry a reason of up to 250 characters. */
export const changeOrderStatusBodySchema = z.strictObject({
  status_id: z.number().int().positive(),
  reason: orderReasonSchema,
});
export type ChangeOrderStatusBody = z.infer<typeof changeOrderStatusBodySchema>;

/** Orders staff act on together (a status change, a picking list): a page of the list at most. */
export const orderIdsSchema = z
  .array(z.number().int().min(1).max(INT_MAX))
  .min(1, { error: 'required' })
  .max(ORDERS_STATUS_MANY_MAX);

/**
 * Staff move several orders to one status at once (decision 100): at most a page of the list. Each order moves or is
 * refused by the rules of one status change; a refused one leaves the others moved.
 */
export const changeOrdersStatusBodySchema = changeOrderStatusBodySchema.extend({ ids: orderIdsSchema });
export type ChangeOrdersStatusBody = z.infer<typeof changeOrdersStatusBodySchema>;

const orderNamedSchema = z.object({ id: z.number().int(), order_id: z.string() });
export const ordersStatusChangedReplySchema = z.object({
  message: z.string(),
  changed: z.array(orderNamedSchema),
  /** The orders left as they were, each with why in the reader's language. */
  refused: z.array(orderNamedSchema.extend({ message: z.string() })),
});
export type OrdersStatusChangedReply = z.infer<typeof ordersStatusChangedReplySchema>;

export const orderFlagBodySchema = z.strictObject({ value: z.boolean() });

/** Staff record the payment of a manual pay form (`paid`), or deny it, which cancels the order (SPEC §4). */
export const orderPaymentBodySchema = z.strictObject({
  /** `prepaid`: a wholesale order's prepayment was received (settings prepayment_percentage). */
  result: z.enum(['paid', 'prepaid', 'denied']),
  reason: orderReasonSchema,
});

/** A staff note holds 300 characters, as the shopper's note (SPEC §5's longest cap); an order keeps 100 at most. */
export const ORDER_NOTE_MAX = 300;
export const ORDER_NOTES_MAX = 100;
export const orderNoteBodySchema = z.strictObject({
  text: z.string().trim().min(1, { error: 'required' }).max(ORDER_NOTE_MAX),
});
export type OrderNoteBody = z.infer<typeof orderNoteBodySchema>;
export const orderNoteParamsSchema = z.object({ id: integerField(1), note: integerField(1) });

/**
 * Decisions 106 and 107: a message about an order, from the shop ("llegará el jueves", mailed to the customer) or from
 * its customer ("¿puede traerlo otra persona?", mailed to staff); a few paragraphs, twenty per order from each side.
 */
export const ORDER_MESSAGES_PATH = '/admin/orders/:id/messages';
/** POST { text }: the customer writes to the shop about their order (decision 107). */
export const MY_ORDER_MESSAGES_PATH = '/orders/:id/messages';
/** POST: the customer saw the shop's messages on their order (decision 109); answers how many were new. */
export const MY_ORDER_MESSAGES_READ_PATH = '/orders/:id/messages/read';
export const orderMessagesReadReplySchema = z.object({ read: z.number().int() });
export type OrderMessagesReadReply = z.infer<typeof orderMessagesReadReplySchema>;
export const ORDER_MESSAGE_MAX = 1000;
export const ORDER_MESSAGES_MAX = 20;
export const orderMessageBodySchema = z.strictObject({
  text: z.string().trim().min(1, { error: 'required' }).max(ORDER_MESSAGE_MAX),
});
export type OrderMessageBody = z.infer<typeof orderMessageBodySchema>;

export const orderActionReplySchema = z.object({ message: z.string(), order: adminOrderSchema });
export const myOrderActionReplySchema = z.object({ message: z.string(), order: orderSchema });
export type MyOrderActionReply = z.infer<typeof myOrderActionReplySchema>;
export type OrderActionReply = z.infer<typeof orderActionReplySchema>;
