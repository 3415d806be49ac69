import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import {
  BadSignature,
  type CheckoutRequest,
  decimalAmount,
  minorUnits,
  NotThisOrder,
  type PaymentProvider,
  type PaymentSubject,
  type ProviderEvent,
  ProviderUnavailable,
  RefundRefused,
  type RefundRequest,
  subjectOf,
  subjectReference,
  type WebhookHeaders,
} from './payment-provider';
import { standInAdapter } from './stand-in-adapter';

export interface PaypalKeys {
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave the shop's webhook: its verification call checks an event was sent to it. */
  webhookId: string;
  sandbox: boolean;
  /** A stand-in of PayPal's API (tests); PayPal's own when undefined. */
  apiUrl?: string | undefined;
}

const PAYPAL_API = { sandbox: 'https://api-m.sandbox.paypal.com', live: 'https://api-m.paypal.com' };
const TIMEOUT_MS = 20_000;

/** PayPal's events the shop acts on (Orders v2 with intent CAPTURE). */
const EVENT_OUTCOMES: Record<string, ProviderEvent['outcome']> = {
  'CHECKOUT.ORDER.APPROVED': 'approved',
  'PAYMENT.CAPTURE.COMPLETED': 'paid',
  'PAYMENT.CAPTURE.DENIED': 'denied',
};

/** The headers PayPal signs a webhook with; its verification call needs all of them. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

interface PaypalWebhookEvent {
  id?: unknown;
  event_type?: unknown;
  resource?: {
    id?: unknown;
    status?: unknown;
    custom_id?: unknown;
    amount?: { value?: unknown; currency_code?: unknown };
    purchase_units?: { custom_id?: unknown; amount?: { value?: unknown; currency_code?: unknown } }[];
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** What an event says, read defensively: PayPal vouched for its origin, not for every field's shape. */
function eventOf(payload: PaypalWebhookEvent): ProviderEvent {
  const type = text(payload.event_type) ?? '';
  const resource = payload.resource ?? {};
  // An order event carries its purchase unit; a capture event carries its own amount and the unit's custom_id.
  const unit = resource.purchase_units?.[0];
  const amount = unit?.amount ?? resource.amount;
  return {
    id: text(payload.id) ?? '',
    type,
    subject: subjectOf(unit?.custom_id ?? resource.custom_id),
    outcome: EVENT_OUTCOMES[type] ?? 'other',
    amount: minorUnits(text(amount?.value)),
    currency: text(amount?.currency_code)?.toLowerCase() ?? null,
    reference: text(resource.id) ?? null,
  };
}

/** Any failure of a call to PayPal: its refusal (an ApiError) or its silence (a network error). */
function unavailable(error: unknown): ProviderUnavailable {
  return new ProviderUnavailable(error instanceof Error ? error.message : 'PayPal did not answer');
}

/**
 * PayPal Checkout (Orders v2) through the official server SDK: an order with intent CAPTURE per payment, the buyer
 * approves it on PayPal's page, the shop captures it; events are verified with PayPal's own verification call.
 */
export function paypalProvider(keys: PaypalKeys): PaymentProvider {
  const apiUrl = keys.apiUrl ?? (keys.sandbox ? PAYPAL_API.sandbox : PAYPAL_API.live);
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: keys.clientId, oAuthClientSecret: keys.clientSecret },
    environment: keys.sandbox ? Environment.Sandbox : Environment.Production,
    timeout: TIMEOUT_MS,
    // The SDK knows only PayPal's two hosts; the tests' stand-in is reached through its HTTP client's adapter.
    ...(keys.apiUrl ? { unstable_httpClientOptions: { adapter: standInAdapter(keys.apiUrl) } } : {}),
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);

  /** PayPal's verification call: is this exact body an event PayPal sent to this shop's webhook? */
  async function verified(rawBody: Buffer, headers: WebhookHeaders): Promise<boolean> {
    const signature: Record<string, string> = {};
    for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
      const value = headers[header];
      if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return false;
      signature[field] = value;
    }
    let token: string;
    try {
      token = (await client.clientCredentialsAuthManager.fetchToken()).accessToken;
    } catch (error) {
      throw unavailable(error);
    }
    // The event goes back byte for byte (spliced, not re-serialised): PayPal checks a checksum of what it sent.
    const body = `${JSON.stringify({ ...signature, webhook_id: keys.webhookId }).slice(0, -1)},"webhook_event":${rawBody.toString('utf8')}}`;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unavailable(error);
    }
    if (response.status >= 500) throw new ProviderUnavailable(`PayPal answered ${response.status}`);
    if (!response.ok) return false;
    const reply = (await response.json().catch(() => ({}))) as { verification_status?: unknown };
    return reply.verification_status === 'SUCCESS';
  }

  return {
    name: 'paypal',
    async startCheckout(request: CheckoutRequest) {
      try {
        const { result } = await orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: subjectReference(request.subject),
                customId: subjectReference(request.subject),
                description: request.title,
                amount: {
                  currencyCode: request.currency.toUpperCase(),
                  value: decimalAmount(request.amount),
                },
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  returnUrl: request.successUrl,
                  cancelUrl: request.cancelUrl,
                  locale: request.locale,
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
          prefer: 'return=minimal',
        });
        const approve = result.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
        if (!result.id || !approve)
          throw new ProviderUnavailable('PayPal answered an order without its approval link');
        return { url: approve.href, reference: result.id };
      } catch (error) {
        throw error instanceof ProviderUnavailable ? error : unavailable(error);
      }
    },

    async readEvent(rawBody: Buffer, headers: WebhookHeaders): Promise<ProviderEvent> {
      let payload: PaypalWebhookEvent;
      try {
        payload = JSON.parse(rawBody.toString('utf8')) as PaypalWebhookEvent;
      } catch {
        throw new BadSignature();
      }
      if (typeof payload !== 'object' || payload === null || !(await verified(rawBody, headers))) {
        throw new BadSignature();
      }
      return eventOf(payload);
    },

    async refund(request: RefundRequest) {
      try {
        // The same request id makes a second refund (a double click, a retry) PayPal's answer to the first.
        const { result } = await payments.refundCapturedPayment({
          captureId: request.reference,
          paypalRequestId: request.key,
          prefer: 'return=minimal',
          body: {
            amount: { currencyCode: request.currency.toUpperCase(), value: decimalAmount(request.amount) },
          },
        });
        if (!result.id) throw new ProviderUnavailable('PayPal answered a refund without its id');
        return { reference: result.id };
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw error;
        // PayPal says no to this capture (refunded already, too old, unknown): a refusal, not an outage.
        if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 422))
          throw new RefundRefused(String(error.body).slice(0, 300));
        throw unavailable(error);
      }
    },

    async takeApproved(reference: string, subject: PaymentSubject) {
      try {
        const { result } = await orders.getOrder({ id: reference });
        if (result.purchaseUnits?.[0]?.customId !== subjectReference(subject)) throw new NotThisOrder();
        if (result.status !== 'APPROVED') return;
        // The same request id makes a second capture (the return and the webhook racing) PayPal's no-op.
        await orders.captureOrder({
          id: reference,
          paypalRequestId: `capture-${reference}`,
          prefer: 'return=minimal',
        });
      } catch (error) {
        if (error instanceof NotThisOrder) throw error;
        // Not found: a token PayPal does not know is not this order's either.
        if (error instanceof ApiError && error.statusCode === 404) throw new NotThisOrder();
        // Captured meanwhile (the other of the return and the webhook won): nothing left to do.
        if (
          error instanceof ApiError &&
          error.statusCode === 422 &&
          String(error.body).includes('ORDER_ALREADY_CAPTURED')
        )
          return;
        throw unavailable(error);
      }
    },
  };
}
