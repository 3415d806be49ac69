import Stripe from 'stripe';
import {
  BadSignature,
  type CheckoutRequest,
  type PaymentProvider,
  type ProviderEvent,
  ProviderUnavailable,
  RefundRefused,
  type RefundRequest,
  subjectOf,
  subjectReference,
  type WebhookHeaders,
} from './payment-provider';

export interface StripeKeys {
  secretKey: string;
  endpointSecret: string;
  /** A stand-in of Stripe's API (tests); Stripe's own when undefined. */
  apiUrl?: string | undefined;
}

/** The SDK's options that send its calls to a stand-in instead of api.stripe.com. */
function hostOptions(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
  };
}

const SESSION_EVENTS: Record<string, ProviderEvent['outcome']> = {
  'checkout.session.completed': 'paid',
  'checkout.session.async_payment_succeeded': 'paid',
  'checkout.session.async_payment_failed': 'denied',
};

/** Stripe Checkout through the official SDK: a Checkout Session per payment, its events verified by signature. */
export function stripeProvider(keys: StripeKeys): PaymentProvider {
  const stripe = new Stripe(keys.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...hostOptions(keys.apiUrl),
  });
  return {
    name: 'stripe',
    async startCheckout(request: CheckoutRequest) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amount,
                product_data: { name: request.title },
              },
            },
          ],
          client_reference_id: subjectReference(request.subject),
          metadata: { reference: subjectReference(request.subject) },
          locale: request.locale.startsWith('en') ? 'en' : 'es',
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new ProviderUnavailable(error.message);
        throw error;
      }
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { url: session.url, reference: session.id };
    },
    async refund(request: RefundRequest) {
      try {
        const session = await stripe.checkout.sessions.retrieve(request.reference);
        const paymentIntent =
          typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
        if (!paymentIntent) throw new RefundRefused('the Checkout Session has no payment to give back');
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent, amount: request.amount, reason: 'requested_by_customer' },
          { idempotencyKey: request.key },
        );
        return { reference: refund.id };
      } catch (error) {
        if (error instanceof RefundRefused) throw error;
        // Stripe says no to this payment (already refunded, disputed, unknown): a refusal, not an outage.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new RefundRefused(error.message);
        if (error instanceof Stripe.errors.StripeError) throw new ProviderUnavailable(error.message);
        throw error;
      }
    },
    async readEvent(rawBody: Buffer, headers: WebhookHeaders): Promise<ProviderEvent> {
      const signature = headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          typeof signature === 'string' ? signature : '',
          keys.endpointSecret,
        );
      } catch {
        throw new BadSignature();
      }
      const session = event.type.startsWith('checkout.session.')
        ? (event.data.object as Stripe.Checkout.Session)
        : null;
      let outcome = SESSION_EVENTS[event.type] ?? 'other';
      // A completed session of a delayed method (a bank debit) is paid only once its async event says so.
      if (outcome === 'paid' && session?.payment_status !== 'paid') outcome = 'other';
      return {
        id: event.id,
        type: event.type,
        subject: subjectOf(session?.client_reference_id),
        outcome,
        amount: session?.amount_total ?? null,
        currency: session?.currency ?? null,
        reference: session?.id ?? null,
      };
    },
  };
}
