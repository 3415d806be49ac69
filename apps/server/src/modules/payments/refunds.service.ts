import { type AdminOrder, type Locale, ONLINE_PROVIDER_NAMES, type OnlineProvider } from '@shop/contracts';
import type { Database } from '../../db/client';
import { conflict, invalid } from '../../lib/domain-errors';
import { markPaymentRefunded, onlinePaymentOwed, staffOrder } from '../orders';
import { type PaymentProvider, RefundRefused } from './payment-provider';

/**
 * Staff give an online payment owed back (one that came for a closed order or for another amount, or one of an
 * order cancelled since) through the provider that took it, whole (decision 023, amended). The provider is asked
 * with a key of the payment's own, so a double click or a retry after a lost answer is one refund; the payment is
 * then recorded as given back, once. Answers the order as staff see it, and whether this request recorded it.
 */
export async function refundOrderPayment(
  db: Database,
  providerFor: (name: OnlineProvider) => Promise<PaymentProvider | null>,
  orderId: number,
  paymentId: number,
  staffId: number,
  locale: Locale,
): Promise<{ order: AdminOrder; refunded: boolean }> {
  const payment = await onlinePaymentOwed(db, orderId, paymentId);
  const name = ONLINE_PROVIDER_NAMES[payment.method];
  const provider = await providerFor(payment.method);
  if (!provider) throw invalid('payment_refund_no_keys', { provider: name });
  // The provider's refusal clashes with what it holds (refunded there already, disputed): staff look there.
  if (!payment.reference) throw conflict('payment_refund_refused', { provider: name });
  let reference: string;
  try {
    ({ reference } = await provider.refund({
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.coin.toLowerCase(),
      key: `refund-order-payment-${payment.id}`,
    }));
  } catch (error) {
    if (error instanceof RefundRefused) throw conflict('payment_refund_refused', { provider: name });
    throw error;
  }
  const refunded = await markPaymentRefunded(db, payment.id, staffId, reference);
  return { order: await staffOrder(db, orderId, locale), refunded };
}
