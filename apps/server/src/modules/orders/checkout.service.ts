import {
  CHECKOUT_GAP_MESSAGES,
  type CheckoutQuoteBody,
  type CheckoutQuoteReply,
  type CreateOrderBody,
  checkoutGaps,
  convert,
  divideRounded,
  formatMoney,
  type Locale,
  type Order,
} from '@shop/contracts';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { conflict, invalid, invalidFields } from '../../lib/domain-errors';
import { rememberDeliveryPoint } from '../beneficiaries';
import { type CartLine, cartItems, cartLines, findCart, priceOfLine } from '../cart';
import { coinsInForceToday } from '../coins';
import { type ChosenDiscount, chooseDiscount, spendDiscount } from '../discounts';
import { variationLabels } from '../products';
import { difference, hold, holdsFor, pointsHolding, type StockHold } from '../stock';
import {
  type CheckoutSettings,
  checkoutSettings,
  homeShipment,
  payFormFor,
  pickupPoint,
  recipientOf,
} from './checkout-inputs';
import { claimKey, storeReply } from './idempotency';
import { discountStatus, statusWithRole } from './order-settings';
import { orderView } from './order-view';
import { type OrderRecipient, orderLines, orderStatusChanges, orders } from './orders.table';
import { paymentDueAt } from './payment-window';
import { stockForStatus } from './stock-for-status';
import { claimRoomForAnOrder, refuseTooManyUnpaid } from './unpaid-orders-cap';

export interface Customer {
  id: number;
  wholesaler: boolean;
}

export interface CheckoutResult {
  order: Order;
  /** True when this is the stored reply of an earlier request with the same Idempotency-Key. */
  replayed: boolean;
}

/** A line the order is made of, with the stock rows it holds. */
export interface HeldLine {
  line: CartLine;
  holds: StockHold[];
}

/**
 * Where an order's lines come from: the customer's cart, or an approved wholesale reservation (decision 031). The
 * lines leave their source in the order's transaction and bring their held units with them.
 */
export interface LineSource {
  take(tx: Tx, customer: Customer): Promise<HeldLine[]>;
  /** Runs in the same transaction once the order exists. */
  placed?(tx: Tx, orderId: number): Promise<void>;
}

/**
 * Turns the user's cart (or another source of held lines) into an order in one transaction (ARCHITECTURE: work
 * across cart, stock and orders runs in one service with one transaction). The lines already hold their units, so
 * the order takes those holds over: nothing is counted twice and nothing can be oversold on the way.
 */
export async function checkout(
  db: Database,
  customer: Customer,
  body: CreateOrderBody,
  key: string | undefined,
  locale: Locale,
  source: LineSource = cartSource,
): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    if (key) {
      const claim = await claimKey(tx, customer.id, key, body);
      if ('replay' in claim) return { order: claim.replay as Order, replayed: true };
    }
    await claimRoomForAnOrder(tx, customer.id);
    const held = await source.take(tx, customer);
    const orderId = await placeOrder(tx, customer, body, locale, held);
    await source.placed?.(tx, orderId);
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw new Error('order vanished');
    const order = await orderView(tx, row, locale);
    if (key) await storeReply(tx, customer.id, key, orderId, order);
    return { order, replayed: false };
  });
}

/** The customer's cart: its lines leave it, and a line that did not hold all its units takes the rest now. */
const cartSource: LineSource = {
  take: async (tx, customer) => {
    const cartId = await findCart(tx, { userId: customer.id, token: undefined }, true);
    const lines = await cartLines(tx, cartId);
    if (cartId === null || !lines.length) throw invalid('cart_empty');
    for (const line of lines) if (!line.active || !line.visible) throw invalid('product_not_found');

    // Taking the lines out of the cart first: a line the expiry job is releasing right now is waited for, and then
    // missing here, so its units are never both given back and sold.
    const taken = new Set(
      (
        await tx
          .delete(cartItems)
          .where(
            inArray(
              cartItems.id,
              lines.map((l) => l.id),
            ),
          )
          .returning({ id: cartItems.id })
      ).map((r) => r.id),
    );
    if (taken.size !== lines.length) throw conflict('conflict');

    // A line that did not hold all its units (a visitor's beyond the caps, decision 012) takes the rest now, or the
    // order is refused with the SPEC's availability message.
    const held: HeldLine[] = [];
    for (const line of lines) {
      if (line.heldQuantity >= line.quantity) {
        held.push({ line, holds: line.holds });
        continue;
      }
      const whole = await holdsFor(
        tx,
        { id: line.productId, kind: line.kind },
        line.variationId,
        line.quantity,
      );
      await hold(tx, difference(line.holds, whole));
      held.push({ line, holds: whole });
    }
    return held;
  },
};

async function placeOrder(
  tx: Tx,
  customer: Customer,
  body: CreateOrderBody,
  locale: Locale,
  held: readonly HeldLine[],
): Promise<number> {
  const lines = held.map((h) => h.line);
  const buyer = { wholesaler: customer.wholesaler };
  const priced = held.map(({ line, holds }) => ({ line, holds, ...priceOfLine(line, buyer) }));
  const subtotal = priced.reduce((sum, p) => sum + p.unit * p.line.quantity, 0);
  const lineTax = priced.reduce((sum, p) => sum + p.unitTax * p.line.quantity, 0);
  const discount = await cartDiscount(tx, customer.id, subtotal, body.coupon, locale, true);
  if (discount) await spendDiscount(tx, discount.row.id);
  const discountTotal = discount?.amount ?? 0;
  // The discount lowers what is paid, and with it the tax the price contains, in the same proportion.
  const taxTotal =
    subtotal === 0
      ? 0
      : Number(divideRounded(BigInt(lineTax) * BigInt(subtotal - discountTotal), BigInt(subtotal)));
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const variationIds = lines.flatMap((l) => (l.variationId === null ? [] : [l.variationId]));
  const labels = variationIds.length ? await variationLabels(tx, variationIds) : new Map<number, string>();

  const settings = await checkoutSettings(tx);
  const { recipient, alternative, shipment, pickup } = await deliveryFor(
    tx,
    customer.id,
    body,
    { subtotal, units },
    settings,
  );

  // Pickup is offered where the units are (decision 032): a point that lacks some would keep the shopper waiting.
  if (
    pickup &&
    !(
      await pointsHolding(
        tx,
        [pickup.id],
        held.flatMap((h) => h.holds),
      )
    ).has(pickup.id)
  )
    throw invalid('pickup_point_short');

  const payForm = payFormFor(settings.payForms, body.pay_form, body.delivery_method);
  if (!payForm) throw invalid('pay_form_unavailable');

  const coins = await coinsInForceToday(tx);
  const coin = coins.find((c) => c.short_name === body.coin) ?? coins.find((c) => c.is_base);
  if (!coin) throw new Error('no base coin');
  const initial = await statusWithRole(tx, 'initial');
  const total = subtotal - discountTotal + (shipment.countShipment ? shipment.price : 0);
  // What the shopper reviewed, in the coin they reviewed it in: a total that moved since (an offer ended, a price or
  // the day's rate changed) refuses the order rather than charge what nobody saw; the page shows the new one.
  if (body.expected_total !== undefined && convert(total, coin.rate) !== body.expected_total)
    throw invalidFields({ expected_total: ['order_total_changed'] }, 'order_total_changed');

  const [order] = await tx
    .insert(orders)
    .values({
      userId: customer.id,
      statusId: initial.id,
      paymentDueAt: paymentDueAt(
        payForm.code,
        customer.wholesaler && settings.orders.prepayment_percentage > 0,
        settings.orders.payment_timeout,
      ),
      payForm: payForm.code,
      deliveryMethod: body.delivery_method,
      pickupPoint: pickup,
      recipient,
      alternativeRecipient: alternative,
      location: body.delivery_method === 'home' ? (body.location ?? null) : null,
      shipmentPrice: shipment.price,
      shipmentDistance: shipment.distance,
      subtotal,
      taxTotal,
      discountId: discount?.row.id ?? null,
      discountName: discount?.row.name ?? null,
      discountCode: discount?.row.code || null,
      discountAmount: discountTotal,
      total,
      coin: coin.short_name,
      exchangeRates: Object.fromEntries(
        coins.flatMap((c) => [
          [c.short_name, c.rate],
          [`${c.short_name}:symbol`, c.symbol],
        ]),
      ),
      wholesale: customer.wholesaler,
      note: body.note || null,
      locale,
      holdsStock: true,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not created');
  // The next delivery to this address starts from the point marked for this one (decision 079).
  if (body.delivery_method === 'home' && body.beneficiary_id && body.location)
    await rememberDeliveryPoint(tx, customer.id, body.beneficiary_id, body.location);

  await tx.insert(orderLines).values(
    priced.map(({ line, holds, unit, unitTax, offerApplied }) => ({
      orderId: order.id,
      productId: line.productId,
      variationId: line.variationId,
      name: line.name,
      sku: line.variationSku ?? line.productSku,
      variant: line.variationId === null ? null : (labels.get(line.variationId) ?? null),
      quantity: line.quantity,
      unitPrice: unit,
      unitTax,
      lineTotal: unit * line.quantity,
      // What a unit costs now, read with its prices (decision 110): a variation's own cost, else its product's.
      unitCost: line.variationCostPrice ?? line.costPrice,
      offerId: offerApplied ? line.offerId : null,
      offerName: offerApplied ? line.offerName : null,
      holds,
    })),
  );
  await tx
    .insert(orderStatusChanges)
    .values({ orderId: order.id, toStatusId: initial.id, userId: customer.id });

  // The units held by the cart now belong to the order; the initial status decides what they do from here.
  const stock = await stockForStatus(
    tx,
    { holdsStock: true, stockDiscounted: false },
    held.flatMap((h) => h.holds),
    initial,
    await discountStatus(tx, settings.orders),
    { orderId: order.id, userId: customer.id, pointId: pickup?.id ?? null },
  );
  await tx.update(orders).set(stock).where(eq(orders.id, order.id));
  return order.id;
}

/** Who receives the order, where, and what shipping costs (SPEC §5 checkout rules; 422 with the SPEC message otherwise). */
async function deliveryFor(
  tx: DbOrTx,
  userId: number,
  body: Pick<
    CreateOrderBody,
    'delivery_method' | 'beneficiary_id' | 'alternative_beneficiary_id' | 'point_of_sale_id' | 'location'
  >,
  order: { subtotal: number; units: number },
  settings: CheckoutSettings,
) {
  // The same rule the checkout page applies before it sends anything (contracts/checkout-rules.ts).
  const [gap] = checkoutGaps(body, true);
  if (gap) throw invalid(CHECKOUT_GAP_MESSAGES[gap]);
  if (body.alternative_beneficiary_id && body.alternative_beneficiary_id === body.beneficiary_id)
    throw invalid('alternative_beneficiary_same');
  const recipient = body.beneficiary_id ? await recipientOf(tx, userId, body.beneficiary_id) : null;
  if (body.beneficiary_id && !recipient) throw invalid('beneficiary_required');
  const alternative = body.alternative_beneficiary_id
    ? await recipientOf(tx, userId, body.alternative_beneficiary_id)
    : null;
  if (body.alternative_beneficiary_id && !alternative) throw invalid('beneficiary_required');

  let shipment = { price: 0, distance: null as number | null, countShipment: true };
  let pickup: Awaited<ReturnType<typeof pickupPoint>> = null;
  if (body.delivery_method === 'home') {
    if (!recipient) throw invalid('beneficiary_required');
    if (!hasAddress(recipient)) throw invalid('beneficiary_address_required');
    if (!body.location) throw invalid('location_required');
    shipment = homeShipment(settings.shipment, {
      ...order,
      province: recipient.province,
      municipality: recipient.municipality,
      point: body.location,
    });
  } else {
    if (!settings.shipment.local_pickup) throw invalid('delivery_method_unavailable');
    pickup = body.point_of_sale_id ? await pickupPoint(tx, body.point_of_sale_id) : null;
    if (!pickup) throw invalid('pickup_point_required');
  }

  return { recipient, alternative, shipment, pickup };
}

/** SPEC §5: the beneficiary's province, municipality and address are required for a delivery. */
const hasAddress = (r: OrderRecipient) => Boolean(r.province && r.municipality && r.main_street);

export interface CheckoutQuote {
  subtotal: number;
  shipment_price: number;
  shipment_distance: number | null;
  discount: { name: string; code: string; amount: number } | null;
  total: number;
}

/**
 * The cart discount for this customer's order of `subtotal` (decision 028): the coupon typed or the best rule.
 * A customer's uses are their orders with it that were not cancelled. The minimum is said in the base coin.
 */
async function cartDiscount(
  db: DbOrTx,
  customerId: number,
  subtotal: number,
  code: string | undefined,
  locale: Locale,
  lock: boolean,
): Promise<ChosenDiscount | null> {
  return chooseDiscount(db, {
    subtotal,
    code: code || undefined,
    now: new Date(),
    lock,
    usedBy: async (discountId) => {
      const [row] = await db
        .select({ n: count() })
        .from(orders)
        .where(
          and(
            eq(orders.userId, customerId),
            eq(orders.discountId, discountId),
            ne(orders.paymentStatus, 'cancelled'),
          ),
        );
      return row?.n ?? 0;
    },
    money: (minor) => formatMoney(minor, { symbol: '$' }, locale),
  });
}

/** What the order would cost now, shipping included, for the review step of the checkout (nothing is held). */
async function quoteCheckout(
  db: Database,
  customer: Customer,
  body: Pick<
    CreateOrderBody,
    'delivery_method' | 'beneficiary_id' | 'point_of_sale_id' | 'location' | 'coupon'
  >,
  locale: Locale,
  given?: readonly CartLine[],
): Promise<CheckoutQuote> {
  const lines = given ?? (await cartLines(db, await findCart(db, { userId: customer.id, token: undefined })));
  if (!lines.length) throw invalid('cart_empty');
  const buyer = { wholesaler: customer.wholesaler };
  const subtotal = lines.reduce((sum, l) => sum + priceOfLine(l, buyer).unit * l.quantity, 0);
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const { shipment } = await deliveryFor(
    db,
    customer.id,
    body,
    { subtotal, units },
    await checkoutSettings(db),
  );
  const discount = await cartDiscount(db, customer.id, subtotal, body.coupon, locale, false);
  const discountTotal = discount?.amount ?? 0;
  return {
    subtotal,
    shipment_price: shipment.price,
    shipment_distance: shipment.distance,
    discount: discount ? { name: discount.row.name, code: discount.row.code, amount: discountTotal } : null,
    total: subtotal - discountTotal + (shipment.countShipment ? shipment.price : 0),
  };
}

/** The checkout's review reply: the quote in the coin the shopper reviews amounts in (POST /api/checkout/quote). */
export async function checkoutQuoteReply(
  db: Database,
  customer: Customer,
  body: CheckoutQuoteBody,
  locale: Locale,
  given?: readonly CartLine[],
): Promise<CheckoutQuoteReply> {
  await refuseTooManyUnpaid(db, customer.id);
  const quote = await quoteCheckout(db, customer, body, locale, given);
  const coins = await coinsInForceToday(db);
  const coin = coins.find((c) => c.short_name === body.coin) ?? coins.find((c) => c.is_base);
  if (!coin) throw new Error('no base coin');
  const money = (minor: number) => formatMoney(convert(minor, coin.rate), coin, locale);
  return {
    coin: coin.short_name,
    subtotal_formatted: money(quote.subtotal),
    shipment_formatted: money(quote.shipment_price),
    to_pay_formatted: money(quote.total),
    to_pay: convert(quote.total, coin.rate),
    shipment_distance: quote.shipment_distance,
    free_shipping: body.delivery_method === 'home' && quote.shipment_price === 0,
    discount: quote.discount ? { ...quote.discount, amount_formatted: money(quote.discount.amount) } : null,
  };
}
