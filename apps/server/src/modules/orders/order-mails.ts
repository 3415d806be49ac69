import {
  isOnlineProvider,
  type Locale,
  messageParam,
  type NotificationKind,
  ONLINE_PROVIDER_NAMES,
  type Order,
  type StreetWords,
  streetLine,
} from '@shop/contracts';
import type { Database, DbOrTx } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background-tasks';
import type { Mailer, MailMessage } from '../mail';
import { staffToNotify } from '../settings';
import { orderForMail } from './orders.service';

type OrderMail = (to: string, order: Order, publicUrl: string, locale: Locale) => MailMessage;

/**
 * Writes to an order's customer, in the language they checked out in, about the order as it is now. Sent after the
 * transaction; the mailer never fails the caller (it logs and keeps the message in the outbox).
 */
export async function tellCustomer(
  db: DbOrTx,
  mailer: Mailer,
  publicUrl: string,
  orderId: number,
  build: OrderMail,
): Promise<void> {
  const found = await orderForMail(db, orderId);
  if (found) await mailer.send(build(found.to, found.order, publicUrl, found.locale));
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function mail(to: string, subject: string, lines: string[], url: string, action: string): MailMessage {
  return {
    to,
    subject,
    text: [...lines, '', `${action}: ${url}`, ''].join('\n'),
    html: `<!doctype html><html><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p></body></html>`,
  };
}

/** Where a transfer goes, and the reference to write on it (issue 15 §1); nothing for the cash forms. */
function accountLines(order: Order, locale: Locale): string[] {
  const account = order.pay_form.account;
  if (!account) return [];
  const words =
    locale === 'en-US'
      ? { holder: 'Holder', bank: 'Bank', number: 'Account', coin: 'Coin', reference: 'Reference to write' }
      : {
          holder: 'Titular',
          bank: 'Banco',
          number: 'Cuenta',
          coin: 'Moneda',
          reference: 'Referencia a escribir',
        };
  return (['holder', 'bank', 'number', 'coin', 'reference'] as const)
    .filter((key) => account[key])
    .map((key) => `${words[key]}: ${account[key]}`);
}

/**
 * "15.000 × Arroz 5 kg: 114.000,00 $" ("15,000 ×" in English): one line per product with what it costs, the count
 * written as the reader's language writes it.
 */
const orderLines = (order: Order, locale: Locale) =>
  order.lines.map(
    (l) =>
      `${messageParam(l.quantity, locale)} × ${l.name}${l.variant ? ` (${l.variant})` : ''}: ${l.line_total_formatted}`,
  );

/**
 * The payment window the checkout announced, told again with what to pay: "Adelanta el 50 % (27,40 $) en la próxima
 * hora; si no, el pedido se cancela." The mail leaves as the order is placed, so the window still runs from now.
 * Nothing for an order paid on receipt (no `payment_due_at`) or paid already.
 */
function windowLine(order: Order, locale: Locale): string {
  if (!order.payment_due_at || order.payment_status !== 'pending') return '';
  const minutes = Math.round((Date.parse(order.payment_due_at) - Date.parse(order.created_at)) / 60_000);
  if (!(minutes > 0)) return '';
  const hours = minutes % 60 === 0 ? minutes / 60 : null;
  const count = messageParam(hours ?? minutes, locale);
  const prepay = order.prepayment && !order.prepayment.satisfied ? order.prepayment : null;
  if (locale === 'en-US') {
    const span =
      hours === null
        ? minutes === 1
          ? 'within the next minute'
          : `within the next ${count} minutes`
        : hours === 1
          ? 'within the next hour'
          : `within the next ${count} hours`;
    return prepay
      ? `Pay ${prepay.percentage}% in advance (${prepay.amount_formatted}) ${span}, or the order is cancelled.`
      : `Pay ${span}, or the order is cancelled.`;
  }
  const span =
    hours === null
      ? minutes === 1
        ? 'en el próximo minuto'
        : `en los próximos ${count} minutos`
      : hours === 1
        ? 'en la próxima hora'
        : `en las próximas ${count} horas`;
  return prepay
    ? `Adelanta el ${prepay.percentage}\u00a0% (${prepay.amount_formatted}) ${span}; si no, el pedido se cancela.`
    : `Págalo ${span}; si no, el pedido se cancela.`;
}

/** How the lines become the total, as the order's page shows it: subtotal, the cart discount, the delivery. */
function amountLines(order: Order, locale: Locale): string[] {
  const { amounts } = order;
  const words =
    locale === 'en-US'
      ? { subtotal: 'Subtotal', discount: 'Discount', shipment: 'Delivery' }
      : { subtotal: 'Subtotal', discount: 'Descuento', shipment: 'Envío' };
  return [
    `${words.subtotal}: ${amounts.subtotal_formatted}`,
    amounts.discount
      ? `${words.discount} (${amounts.discount.name}): −${amounts.discount.amount_formatted}`
      : '',
    order.delivery_method === 'home' ? `${words.shipment}: ${amounts.shipment_formatted}` : '',
  ];
}

/** The server's words for a street line (contracts' streetLine): the mails' and the dispatch board's. */
export const STREET_WORDS: Record<Locale, StreetWords> = {
  'es-ES': (key, v) =>
    key === 'street.between'
      ? `${v.street} entre ${v.first} y ${v.second}`
      : `${v.street} esquina a ${v.other}`,
  'en-US': (key, v) =>
    key === 'street.between'
      ? `${v.street} between ${v.first} and ${v.second}`
      : `${v.street} on the corner of ${v.other}`,
};

/**
 * Where the order goes: "Entrega a María González: Calle 23 entre L y M, Apto 4, Plaza de la Revolución, La Habana."
 * or "Recogida en Tienda Vedado: Calle 23 No. 456." The street line is the one the order's pages show.
 */
function whereLine(order: Order, locale: Locale): string {
  const english = locale === 'en-US';
  const point = order.pickup_point;
  if (point) return `${english ? 'Pick-up at' : 'Recogida en'} ${point.name}: ${point.address}.`;
  const r = order.recipient;
  if (!r) return '';
  const place = [
    streetLine(r, STREET_WORDS[locale]),
    r.municipality_name ?? r.municipality,
    r.province_name ?? r.province,
  ].join(', ');
  return `${english ? 'Delivery to' : 'Entrega a'} ${r.name} ${r.last_name}: ${place}.`;
}

const orderUrl = (publicUrl: string, order: Order) =>
  `${publicUrl.replace(/\/$/, '')}/orders/${order.id}/show`;

export function orderCreatedMail(to: string, order: Order, publicUrl: string, locale: Locale): MailMessage {
  const lines = orderLines(order, locale);
  if (locale === 'en-US')
    return mail(
      to,
      `Order ${order.order_id} received`,
      [
        order.placed_by_staff
          ? `We have taken down the order ${order.order_id} you gave us. Please check it is what you asked for, and tell us before we prepare it if anything is not.`
          : `We received your order ${order.order_id}.`,
        whereLine(order, locale),
        ...lines,
        ...amountLines(order, locale),
        `Total to pay: ${order.amounts.to_pay_formatted} (${order.pay_form.name}).`,
        windowLine(order, locale),
        order.pay_form.instructions,
        ...accountLines(order, locale),
      ].filter(Boolean),
      orderUrl(publicUrl, order),
      'See your order',
    );
  return mail(
    to,
    `Pedido ${order.order_id} recibido`,
    [
      order.placed_by_staff
        ? `Hemos anotado el pedido ${order.order_id} que nos hiciste. Revisa que sea lo que pediste y, si algo no lo es, avísanos antes de que lo preparemos.`
        : `Hemos recibido tu pedido ${order.order_id}.`,
      whereLine(order, locale),
      ...lines,
      ...amountLines(order, locale),
      `Total a pagar: ${order.amounts.to_pay_formatted} (${order.pay_form.name}).`,
      windowLine(order, locale),
      order.pay_form.instructions,
      ...accountLines(order, locale),
    ].filter(Boolean),
    orderUrl(publicUrl, order),
    'Ver tu pedido',
  );
}

export function statusChangedMail(to: string, order: Order, publicUrl: string, locale: Locale): MailMessage {
  const reason = order.status_reason;
  const money = moneyGoingBack(order);
  if (locale === 'en-US')
    return mail(
      to,
      `Order ${order.order_id}: ${order.status.name}`,
      [
        `Your order ${order.order_id} is now: ${order.status.name}.`,
        reason ? `Reason: ${reason}` : '',
        money.card ? 'What you paid with your gift card is back on it.' : '',
        money.online ? 'We will refund what you paid online and let you know when it is done.' : '',
      ].filter(Boolean),
      orderUrl(publicUrl, order),
      'See your order',
    );
  return mail(
    to,
    `Pedido ${order.order_id}: ${order.status.name}`,
    [
      `Tu pedido ${order.order_id} está ahora: ${order.status.name}.`,
      reason ? `Motivo: ${reason}` : '',
      money.card ? 'Lo que pagaste con tu tarjeta de regalo ya está de vuelta en ella.' : '',
      money.online ? 'Te devolveremos lo que pagaste en línea y te avisaremos cuando esté hecho.' : '',
    ].filter(Boolean),
    orderUrl(publicUrl, order),
    'Ver tu pedido',
  );
}

/** The shop's latest message about the order (decision 106), in the customer's language around it. */
export function orderMessageMail(to: string, order: Order, publicUrl: string, locale: Locale): MailMessage {
  const text = order.messages.findLast((message) => message.from === 'shop')?.text ?? '';
  if (locale === 'en-US')
    return mail(
      to,
      `Order ${order.order_id}: a message from the shop`,
      [`About your order ${order.order_id}:`, ...text.split('\n')],
      orderUrl(publicUrl, order),
      'See your order',
    );
  return mail(
    to,
    `Pedido ${order.order_id}: un mensaje de la tienda`,
    [`Sobre tu pedido ${order.order_id}:`, ...text.split('\n')],
    orderUrl(publicUrl, order),
    'Ver tu pedido',
  );
}

/**
 * What a cancellation did with the money paid for the order (decisions 021 and 023): a gift card's payment went back
 * to the card at once; an online one is owed until staff give it back, which mails the shopper again.
 */
function moneyGoingBack(order: Order): { card: boolean; online: boolean } {
  if (order.status.role !== 'cancelled') return { card: false, online: false };
  return {
    card: order.payments.some((p) => p.method === 'shopping_card' && p.refunded_at !== null),
    online: order.payments.some((p) => p.refund_due),
  };
}

/**
 * Mails the staff chosen in the notifications for `kind` (the administrators when nobody is) about an order, each in
 * the language they use the shop in (decision 063), with a link to the order in the back office. The order is read
 * once per language.
 */
async function tellStaff(
  { db, mailer, publicUrl }: { db: DbOrTx; mailer: Mailer; publicUrl: string },
  orderId: number,
  kind: NotificationKind,
  write: (order: Order, locale: Locale) => { subject: string; lines: string[] },
) {
  const url = `${publicUrl.replace(/\/$/, '')}/admin/orders/${orderId}/show`;
  const views = new Map<Locale, Order | null>();
  for (const { email, locale } of await staffToNotify(db, kind)) {
    if (!views.has(locale)) views.set(locale, (await orderForMail(db, orderId, locale))?.order ?? null);
    const order = views.get(locale);
    if (!order) return;
    const { subject, lines } = write(order, locale);
    await mailer.send(
      mail(email, subject, lines, url, locale === 'en-US' ? 'See the order' : 'Ver el pedido'),
    );
  }
}

/** Tells the staff told of new orders that an order came in: where it goes, its lines and amounts. */
export function tellStaffNewOrder(db: DbOrTx, mailer: Mailer, publicUrl: string, orderId: number) {
  return tellStaff({ db, mailer, publicUrl }, orderId, 'new_order', (order, locale) => {
    const english = locale === 'en-US';
    return {
      subject: english ? `New order ${order.order_id}` : `Pedido nuevo ${order.order_id}`,
      lines: [
        english ? `Order ${order.order_id} came in.` : `Ha entrado el pedido ${order.order_id}.`,
        whereLine(order, locale),
        ...orderLines(order, locale),
        ...amountLines(order, locale),
        `Total: ${order.amounts.to_pay_formatted} (${order.pay_form.name}).`,
      ].filter(Boolean),
    };
  });
}

/** Tells the staff told of new orders that a customer cancelled one, so that nobody prepares it. */
export function tellStaffCancelled(db: DbOrTx, mailer: Mailer, publicUrl: string, orderId: number) {
  return tellStaff({ db, mailer, publicUrl }, orderId, 'new_order', (order, locale) =>
    locale === 'en-US'
      ? {
          subject: `Order cancelled by the customer: ${order.order_id}`,
          lines: [
            `The customer cancelled order ${order.order_id}: it need not be prepared. Its products are on sale again.`,
            ...orderLines(order, locale),
          ],
        }
      : {
          subject: `Pedido cancelado por el cliente: ${order.order_id}`,
          lines: [
            `El cliente canceló el pedido ${order.order_id}: no hay que prepararlo. Sus productos vuelven a estar a la venta.`,
            ...orderLines(order, locale),
          ],
        },
  );
}

/**
 * Tells the staff told of new orders that a customer wrote about their order (decision 107), with the message, to
 * answer from the order's page.
 */
export function tellStaffCustomerMessage(db: DbOrTx, mailer: Mailer, publicUrl: string, orderId: number) {
  return tellStaff({ db, mailer, publicUrl }, orderId, 'new_order', (order, locale) => {
    const text = order.messages.findLast((message) => message.from === 'customer')?.text ?? '';
    return locale === 'en-US'
      ? {
          subject: `Order ${order.order_id}: the customer wrote`,
          lines: [`The customer of order ${order.order_id} wrote:`, ...text.split('\n')],
        }
      : {
          subject: `Pedido ${order.order_id}: el cliente escribió`,
          lines: [`El cliente del pedido ${order.order_id} escribió:`, ...text.split('\n')],
        };
  });
}

/** Tells the staff chosen for payments that a transfer receipt came in for an order, to accept or reject it. */
export function tellStaffReceipt(db: DbOrTx, mailer: Mailer, publicUrl: string, orderId: number) {
  return tellStaff({ db, mailer, publicUrl }, orderId, 'payment', (order, locale) =>
    locale === 'en-US'
      ? {
          subject: `Transfer receipt: order ${order.order_id}`,
          lines: [
            `The customer sent the transfer receipt of order ${order.order_id}.`,
            `Total: ${order.amounts.to_pay_formatted}. Check it, then accept or reject it on the order.`,
          ],
        }
      : {
          subject: `Comprobante de transferencia: pedido ${order.order_id}`,
          lines: [
            `El cliente envió el comprobante de la transferencia del pedido ${order.order_id}.`,
            `Total: ${order.amounts.to_pay_formatted}. Revísalo y acéptalo o recházalo en el pedido.`,
          ],
        },
  );
}

/**
 * Tells the staff chosen for payments that a provider took money the shop must give back (decision 023): it came for
 * an order already closed (paid, or cancelled) or for another amount. Giving it back is a button on the order.
 */
export function tellStaffPaymentToGiveBack(db: DbOrTx, mailer: Mailer, publicUrl: string, orderId: number) {
  return tellStaff({ db, mailer, publicUrl }, orderId, 'payment', (order, locale) => {
    const owed = order.payments.filter((p) => p.refund_due).at(-1);
    const amount = owed?.amount_formatted ?? '';
    const provider = owed && isOnlineProvider(owed.method) ? ONLINE_PROVIDER_NAMES[owed.method] : '';
    return locale === 'en-US'
      ? {
          subject: `Payment to refund: order ${order.order_id}`,
          lines: [
            `${provider} took ${amount} for order ${order.order_id}, which was already closed or owed another amount.`,
            'Refund it from the order with “Refund the payment”.',
          ],
        }
      : {
          subject: `Pago por devolver: pedido ${order.order_id}`,
          lines: [
            `${provider} cobró ${amount} por el pedido ${order.order_id}, que ya estaba cerrado o debía otro importe.`,
            'Devuélvelo desde el pedido con «Devolver el pago».',
          ],
        };
  });
}

/**
 * Tells the customer a receipt was rejected, with the reason, so that they send another; or, when the payment window
 * ended while staff looked at it and nothing else waits, that the order is about to be cancelled (decision 066).
 */
export function receiptRejectedMail(
  to: string,
  order: Order,
  publicUrl: string,
  locale: Locale,
): MailMessage {
  const reason = order.receipts.find((r) => r.status === 'rejected')?.reason;
  const windowEnded =
    !order.can_pay &&
    order.payment_status === 'pending' &&
    !order.receipts.some((r) => r.status === 'pending');
  if (locale === 'en-US')
    return mail(
      to,
      `Order ${order.order_id}: receipt rejected`,
      [
        `The shop could not accept the transfer receipt of order ${order.order_id}.`,
        reason ? `Reason: ${reason}` : '',
        windowEnded
          ? 'Its payment window has ended, so the order will be cancelled. If you made the transfer, write to us and we will look into it.'
          : 'You can send another one from the order page while it can be paid.',
      ].filter(Boolean),
      orderUrl(publicUrl, order),
      'See your order',
    );
  return mail(
    to,
    `Pedido ${order.order_id}: comprobante rechazado`,
    [
      `La tienda no pudo aceptar el comprobante de la transferencia del pedido ${order.order_id}.`,
      reason ? `Motivo: ${reason}` : '',
      windowEnded
        ? 'El plazo de pago ya terminó, así que el pedido se cancelará. Si hiciste la transferencia, escríbenos y lo revisamos.'
        : 'Puedes enviar otro desde la página del pedido mientras se pueda pagar.',
    ].filter(Boolean),
    orderUrl(publicUrl, order),
    'Ver tu pedido',
  );
}

/** Tells the customer the shop has received the payment of their order. */
export function paymentReceivedMail(
  to: string,
  order: Order,
  publicUrl: string,
  locale: Locale,
): MailMessage {
  if (locale === 'en-US')
    return mail(
      to,
      `Order ${order.order_id}: payment received`,
      [`We received the payment of your order ${order.order_id} (${order.amounts.to_pay_formatted}).`],
      orderUrl(publicUrl, order),
      'See your order',
    );
  return mail(
    to,
    `Pedido ${order.order_id}: pago recibido`,
    [`Hemos recibido el pago de tu pedido ${order.order_id} (${order.amounts.to_pay_formatted}).`],
    orderUrl(publicUrl, order),
    'Ver tu pedido',
  );
}

/** Tells the customer that payment `paymentId` of their order went back to them through its provider. */
export const paymentRefundedMail =
  (paymentId: number): OrderMail =>
  (to, order, publicUrl, locale) => {
    const payment = order.payments.find((p) => p.id === paymentId);
    const amount = payment?.amount_formatted ?? '';
    const provider = payment && isOnlineProvider(payment.method) ? ONLINE_PROVIDER_NAMES[payment.method] : '';
    if (locale === 'en-US')
      return mail(
        to,
        `Order ${order.order_id}: payment refunded`,
        [
          `We have refunded the ${amount} you paid through ${provider} for order ${order.order_id}.`,
          'Depending on your bank, it may take a few days to show in your account.',
        ],
        orderUrl(publicUrl, order),
        'See your order',
      );
    return mail(
      to,
      `Pedido ${order.order_id}: pago devuelto`,
      [
        `Te hemos devuelto los ${amount} que pagaste con ${provider} por el pedido ${order.order_id}.`,
        'Según tu banco, puede tardar unos días en verse en tu cuenta.',
      ],
      orderUrl(publicUrl, order),
      'Ver tu pedido',
    );
  };

/**
 * A new order (placed at the checkout, from a reservation, or taken by staff) is told to its customer now, and to the
 * staff who asked for it in the background.
 */
export async function announceOrder(
  app: { db: Database; mailer: Mailer; config: { publicUrl: string }; background: BackgroundTasks },
  orderId: number,
): Promise<void> {
  const { db, mailer, background } = app;
  await tellCustomer(db, mailer, app.config.publicUrl, orderId, orderCreatedMail);
  background.run('staff new order mail', () => tellStaffNewOrder(db, mailer, app.config.publicUrl, orderId));
}
