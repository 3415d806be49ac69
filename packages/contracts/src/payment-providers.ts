import { z } from 'zod';

/**
 * Online payment providers (issue 15 §1, SPEC §3 "Payment provider settings"): Stripe and PayPal behind one interface
 * on the server. Their secrets are sealed there and never sent back (decision 023).
 */
export const ONLINE_PROVIDERS = ['stripe', 'paypal'] as const;
export type OnlineProvider = (typeof ONLINE_PROVIDERS)[number];
/** Whether a pay form's code is a provider's (a card sale paid online carries the provider as its pay form). */
export const isOnlineProvider = (code: string): code is OnlineProvider =>
  (ONLINE_PROVIDERS as readonly string[]).includes(code);
/** Each provider's name as people read it: brand names are not translated. */
export const ONLINE_PROVIDER_NAMES: Record<OnlineProvider, string> = { stripe: 'Stripe', paypal: 'PayPal' };

export const PAYMENT_PROVIDER_PATHS = {
  settings: '/admin/settings/payment-providers',
  /** POST: a checkout at the provider for what the order still owes; answers where to send the shopper. */
  checkout: '/orders/:id/online-payment',
  /** POST: the shopper is back from the provider having approved the payment (PayPal: the shop takes the money). */
  approved: '/orders/:id/online-payment/approved',
  /** The same two for a pending card purchase or recharge whose pay form is a provider. */
  cardSaleCheckout: '/shopping-card-sales/:id/online-payment',
  cardSaleApproved: '/shopping-card-sales/:id/online-payment/approved',
  stripeWebhook: '/payments/stripe/webhook',
  paypalWebhook: '/payments/paypal/webhook',
} as const;

export const PAYMENT_PROVIDERS_SETTINGS_KEY = 'payment_providers';

/** What the settings form reads: whether each secret is set, never the secret. */
export const paymentProvidersViewSchema = z.object({
  stripe: z.object({
    enabled: z.boolean(),
    sandbox: z.boolean(),
    public_key: z.string(),
    secret_key_set: z.boolean(),
    endpoint_secret_set: z.boolean(),
  }),
  paypal: z.object({
    enabled: z.boolean(),
    sandbox: z.boolean(),
    client_id: z.string(),
    client_secret_set: z.boolean(),
    webhook_id: z.string(),
  }),
  /** Where each provider must send its events (set in the provider's dashboard). */
  stripe_webhook_url: z.string(),
  paypal_webhook_url: z.string(),
});
export type PaymentProvidersView = z.infer<typeof paymentProvidersViewSchema>;

const secret = (prefix: string) =>
  z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || value.startsWith(prefix), { error: 'invalid' });

/** PayPal's client ids, secrets and webhook ids are letters, digits, `-` and `_`. */
const paypalToken = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid' });

/** What the form saves; a blank secret keeps the stored one. */
export const paymentProvidersBodySchema = z.strictObject({
  stripe: z.strictObject({
    enabled: z.boolean(),
    sandbox: z.boolean(),
    public_key: z
      .string()
      .trim()
      .max(300)
      .refine((value) => value === '' || value.startsWith('pk_'), { error: 'invalid' }),
    secret_key: secret('sk_').optional(),
    endpoint_secret: secret('whsec_').optional(),
  }),
  paypal: z.strictObject({
    enabled: z.boolean(),
    sandbox: z.boolean(),
    client_id: paypalToken(200),
    client_secret: paypalToken(200).optional(),
    webhook_id: paypalToken(60),
  }),
});
export type PaymentProvidersBody = z.infer<typeof paymentProvidersBodySchema>;

export const onlinePaymentBodySchema = z.strictObject({ provider: z.enum(ONLINE_PROVIDERS) });
export type OnlinePaymentBody = z.infer<typeof onlinePaymentBodySchema>;

export const onlinePaymentReplySchema = z.object({ url: z.string() });
export type OnlinePaymentReply = z.infer<typeof onlinePaymentReplySchema>;

/** PayPal brings the shopper back with `?token={its order id}` once they approved the payment. */
export const onlinePaymentApprovedBodySchema = z.strictObject({
  provider: z.literal('paypal'),
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'invalid' }),
});
export type OnlinePaymentApprovedBody = z.infer<typeof onlinePaymentApprovedBodySchema>;

/** The stored document (server side): secrets sealed (lib/secret-box.ts); enabled only with its secrets set. */
export const paymentProvidersStoredSchema = z.object({
  stripe: z
    .object({
      enabled: z.boolean().default(false),
      sandbox: z.boolean().default(true),
      public_key: z.string().default(''),
      secret_key_sealed: z.string().nullable().default(null),
      endpoint_secret_sealed: z.string().nullable().default(null),
    })
    .default({
      enabled: false,
      sandbox: true,
      public_key: '',
      secret_key_sealed: null,
      endpoint_secret_sealed: null,
    }),
  paypal: z
    .object({
      enabled: z.boolean().default(false),
      sandbox: z.boolean().default(true),
      client_id: z.string().default(''),
      client_secret_sealed: z.string().nullable().default(null),
      webhook_id: z.string().default(''),
    })
    .default({ enabled: false, sandbox: true, client_id: '', client_secret_sealed: null, webhook_id: '' }),
});
export type PaymentProvidersStored = z.infer<typeof paymentProvidersStoredSchema>;
