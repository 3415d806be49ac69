import {
  PAYMENT_PROVIDER_PATHS,
  PAYMENT_PROVIDERS_SETTINGS_KEY,
  type PaymentProvidersBody,
  type PaymentProvidersStored,
  type PaymentProvidersView,
  paymentProvidersStoredSchema,
} from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { invalidFields } from '../../lib/domain-errors';
import { seal, unseal } from '../../lib/secret-box';
import { getSetting, putSetting } from '../settings';
import type { PaymentProvider } from './payment-provider';
import { stripeProvider } from './stripe-provider';

const stored = (db: DbOrTx) => getSetting(db, PAYMENT_PROVIDERS_SETTINGS_KEY, paymentProvidersStoredSchema);

function view(document: PaymentProvidersStored, publicUrl: string): PaymentProvidersView {
  const { secret_key_sealed, endpoint_secret_sealed, ...stripe } = document.stripe;
  return {
    stripe: {
      ...stripe,
      secret_key_set: secret_key_sealed !== null,
      endpoint_secret_set: endpoint_secret_sealed !== null,
    },
    stripe_webhook_url: `${publicUrl.replace(/\/$/, '')}/api${PAYMENT_PROVIDER_PATHS.stripeWebhook}`,
  };
}

export const getProvidersView = async (db: DbOrTx, publicUrl: string) => view(await stored(db), publicUrl);

/** Saves the provider settings; a blank secret keeps the stored one; enabling needs both secrets. */
export async function putProviders(
  db: DbOrTx,
  sessionSecret: string,
  publicUrl: string,
  body: PaymentProvidersBody,
): Promise<PaymentProvidersView> {
  const current = (await stored(db)).stripe;
  const keep = (given: string | undefined, sealed: string | null) =>
    given ? seal(given, sessionSecret) : sealed;
  const stripe = {
    enabled: body.stripe.enabled,
    sandbox: body.stripe.sandbox,
    public_key: body.stripe.public_key,
    secret_key_sealed: keep(body.stripe.secret_key, current.secret_key_sealed),
    endpoint_secret_sealed: keep(body.stripe.endpoint_secret, current.endpoint_secret_sealed),
  };
  if (stripe.enabled) {
    const missing: Record<string, ['required']> = {};
    if (!stripe.secret_key_sealed) missing['stripe.secret_key'] = ['required'];
    if (!stripe.endpoint_secret_sealed) missing['stripe.endpoint_secret'] = ['required'];
    if (Object.keys(missing).length) throw invalidFields(missing);
  }
  const document = { stripe };
  await putSetting(db, PAYMENT_PROVIDERS_SETTINGS_KEY, document);
  return view(document, publicUrl);
}

/**
 * The enabled Stripe provider with its unsealed keys, or null when it is off (or its keys were sealed under another
 * SESSION_SECRET: staff then type them again).
 */
export async function enabledStripe(
  db: DbOrTx,
  sessionSecret: string,
  apiUrl: string | undefined,
): Promise<PaymentProvider | null> {
  const { stripe } = await stored(db);
  if (!stripe.enabled || !stripe.secret_key_sealed || !stripe.endpoint_secret_sealed) return null;
  const secretKey = unseal(stripe.secret_key_sealed, sessionSecret);
  const endpointSecret = unseal(stripe.endpoint_secret_sealed, sessionSecret);
  if (!secretKey || !endpointSecret) return null;
  return stripeProvider({ secretKey, endpointSecret, apiUrl });
}
