import { z } from 'zod';

/**
 * Online payment providers (issue 15 §1, SPEC §3 "Payment provider settings"). Stripe now; its keys are sealed on the
 * server and never sent back (decision 023).
 */
export const PAYMENT_PROVIDER_PATHS = {
  settings: '/admin/settings/payment-providers',
  /** POST: a checkout at the provider for what the order still owes; answers where to send the shopper. */
  checkout: '/orders/:id/online-payment',
  stripeWebhook: '/payments/stripe/webhook',
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
  /** Where the provider must send its events (set in the provider's dashboard). */
  stripe_webhook_url: z.string(),
});
export type PaymentProvidersView = z.infer<typeof paymentProvidersViewSchema>;

const secret = (prefix: string) =>
  z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || value.startsWith(prefix), { error: 'invalid' });

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
});
export type PaymentProvidersBody = z.infer<typeof paymentProvidersBodySchema>;

export const onlinePaymentReplySchema = z.object({ url: z.string() });

/** The stored document (server side): secrets sealed (lib/secret-box.ts); enabled only with both secrets set. */
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
});
export type PaymentProvidersStored = z.infer<typeof paymentProvidersStoredSchema>;
