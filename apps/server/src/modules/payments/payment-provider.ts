/** What the shop asks of an online payment provider (decision 023): a hosted checkout, and its signed events. */
export interface CheckoutRequest {
  orderId: number;
  orderCode: string;
  /** Minor units of `currency`. */
  amount: number;
  /** ISO 4217, lower case ("usd"). */
  currency: string;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderEvent {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  type: string;
  orderId: number | null;
  /** `paid`: the money is in; `denied`: the payment failed for good; `other`: nothing to do. */
  outcome: 'paid' | 'denied' | 'other';
  amount: number | null;
  currency: string | null;
  reference: string | null;
}

export interface PaymentProvider {
  readonly name: 'stripe';
  startCheckout(request: CheckoutRequest): Promise<{ url: string; reference: string }>;
  /** The event in a webhook's raw body, or a thrown error when its signature does not hold. */
  readEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}

/** A webhook whose signature does not hold (forged, altered, or signed with another secret). */
export class BadSignature extends Error {}

/** The provider refused the call or did not answer (its outage, or keys it does not take). */
export class ProviderUnavailable extends Error {}
