import type { OnlineProvider } from '@shop/contracts';

/** What a payment is for: a shop order, or a shopping card's purchase or recharge (a card sale). */
export interface PaymentSubject {
  kind: 'order' | 'card_sale';
  id: number;
}

/**
 * The reference a provider keeps with a payment and sends back in its events: an order's id as it always was ("12"),
 * a card sale's prefixed ("card-sale-3").
 */
export const subjectReference = (subject: PaymentSubject) =>
  subject.kind === 'order' ? String(subject.id) : `card-sale-${subject.id}`;

/** The subject a provider's reference names, or null when it names none of ours. */
export function subjectOf(reference: unknown): PaymentSubject | null {
  const match = typeof reference === 'string' ? /^(card-sale-)?([1-9]\d{0,14})$/.exec(reference) : null;
  const id = Number(match?.[2]);
  if (!match || !Number.isSafeInteger(id)) return null;
  return { kind: match[1] ? 'card_sale' : 'order', id };
}

/** What the shop asks of an online payment provider (decision 023): a hosted checkout, and its signed events. */
export interface CheckoutRequest {
  subject: PaymentSubject;
  /** What the buyer sees the payment is for ("Pedido 000012"). */
  title: string;
  /** Minor units of `currency`. */
  amount: number;
  /** ISO 4217, lower case ("usd"). */
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** The shopper's language for the provider's page ("es-ES"). */
  locale: string;
}

export interface ProviderEvent {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  type: string;
  subject: PaymentSubject | null;
  /**
   * `paid`: the money is in; `denied`: the payment failed for good; `approved`: the buyer approved it and the shop
   * must still take the money (PayPal's capture); `other`: nothing to do.
   */
  outcome: 'paid' | 'denied' | 'approved' | 'other';
  /** Minor units. */
  amount: number | null;
  /** ISO 4217, lower case. */
  currency: string | null;
  /** The provider's reference of the payment (Stripe's session, PayPal's capture or order). */
  reference: string | null;
}

/** A webhook's request headers, as Node gives them. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: OnlineProvider;
  startCheckout(request: CheckoutRequest): Promise<{ url: string; reference: string }>;
  /** The event in a webhook's raw body, or `BadSignature` when the provider does not vouch for it. */
  readEvent(rawBody: Buffer, headers: WebhookHeaders): Promise<ProviderEvent>;
  /**
   * Takes the money of a payment the buyer approved (PayPal's capture), for `subject` only; the outcome arrives as an
   * event. Safe to call twice. Providers that take the money on their page have none.
   */
  takeApproved?(reference: string, subject: PaymentSubject): Promise<void>;
  /**
   * Gives a payment back whole (Stripe's refund of the session's payment, PayPal's of the capture). Asked twice with
   * the same `key`, the provider answers the same refund: the money leaves once. Answers the provider's refund id.
   */
  refund(request: RefundRequest): Promise<{ reference: string }>;
}

export interface RefundRequest {
  /** The payment's reference as its event gave it (Stripe's Checkout Session, PayPal's capture). */
  reference: string;
  /** Minor units of `currency`: the whole payment. */
  amount: number;
  /** ISO 4217, lower case. */
  currency: string;
  /** Makes a repeated request the same refund (a double click, a retry after a lost answer). */
  key: string;
}

/** The provider will not give this payment back (already refunded, disputed, too old, not its payment). */
export class RefundRefused extends Error {}

/** A webhook whose signature does not hold (forged, altered, or signed with another secret). */
export class BadSignature extends Error {}

/** The provider refused the call or did not answer (its outage, or keys it does not take). */
export class ProviderUnavailable extends Error {}

/** The approved payment is not this subject's (a token from another order, or an unknown one). */
export class NotThisOrder extends Error {}

/** Minor units of a decimal amount string ("12.50" → 1250), or null when it is not one. */
export function minorUnits(value: string | undefined): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A decimal amount string of minor units (1250 → "12.50"). */
export const decimalAmount = (minor: number) =>
  `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
