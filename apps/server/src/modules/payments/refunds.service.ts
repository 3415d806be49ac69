import {
  type AdminOrder,
  type CardSale,
  type Locale,
  ONLINE_PROVIDER_NAMES,
  type OnlineProvider,
} from '@shop/contracts';
import type { Database } from '../../db/client';
import { conflict, invalid } from '../../lib/domain-errors';
import { markPaymentRefunded, onlinePaymentOwed, staffOrder } from '../orders';
import { cardSalePaymentOwed, markCardSalePaymentRefunded, saleById } from '../shopping-cards';
import { type PaymentProvider, RefundRefused } from './payment-provider';

type ProviderFor = (name: OnlineProvider) => Promise<PaymentProvider | null>;

/** A payment staff owe back, as the provider that took it knows it. */
interface Owed {
  provider: OnlineProvider;
  reference: string | null;
  /** Minor units and ISO 4217 lower case. */
  amount: number;
  currency: string;
  /** The refund's idempotency key: the same payment is refunded once however often staff ask. */
  key: string;
}

/**
 * Asks the provider that took `owed` to give it back whole (decision 023, amended), outside any transaction: it is a
 * call to another company. Answers the provider's id of the refund.
 */
async function giveBack(providerFor: ProviderFor, owed: Owed): Promise<string> {
  const name = ONLINE_PROVIDER_NAMES[owed.provider];
  const provider = await providerFor(owed.provider);
  if (!provider) throw invalid('payment_refund_no_keys', { provider: name });
  // The provider's refusal clashes with what it holds (refunded there already, disputed): staff look there.
  if (!owed.reference) throw conflict('payment_refund_refused', { provider: name });
  try {
    const { reference } = await provider.refund({
      reference: owed.reference,
      amount: owed.amount,
      currency: owed.currency,
      key: owed.key,
    });
    return reference;
  } catch (error) {
    if (error instanceof RefundRefused) throw conflict('payment_refund_refused', { provider: name });
    throw error;
  }
}

/**
 * Staff give an online payment of an order back (one that came for a closed order or for another amount, or one of
 * an order cancelled since); it is then recorded as given back, once. Answers the order as staff see it, and whether
 * this request recorded it.
 */
export async function refundOrderPayment(
  db: Database,
  providerFor: ProviderFor,
  orderId: number,
  paymentId: number,
  staffId: number,
  locale: Locale,
): Promise<{ order: AdminOrder; refunded: boolean }> {
  const payment = await onlinePaymentOwed(db, orderId, paymentId);
  const reference = await giveBack(providerFor, {
    provider: payment.method,
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.coin.toLowerCase(),
    key: `refund-order-payment-${payment.id}`,
  });
  const refunded = await markPaymentRefunded(db, payment.id, staffId, reference);
  return { order: await staffOrder(db, orderId, locale), refunded };
}

/**
 * Staff give back a payment a provider took for a gift card sale already settled or cancelled, or for another amount:
 * the amount and coin the provider reported. Answers the sale as staff see it, and whether this request recorded it.
 */
export async function refundCardSalePayment(
  db: Database,
  providerFor: ProviderFor,
  saleId: number,
  paymentId: number,
  staffId: number,
  locale: Locale,
): Promise<{ sale: CardSale; refunded: boolean }> {
  const payment = await cardSalePaymentOwed(db, saleId, paymentId);
  const reference = await giveBack(providerFor, {
    provider: payment.provider,
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    key: `refund-card-sale-payment-${payment.id}`,
  });
  const refunded = await markCardSalePaymentRefunded(db, payment.id, staffId, reference);
  return { sale: await saleById(db, saleId, locale), refunded };
}
