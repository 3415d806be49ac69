import {
  type OnlineProvider,
  PAYMENT_PROVIDER_PATHS,
  PAYMENT_PROVIDERS_SETTINGS_KEY,
  type PaymentProvidersBody,
  type PaymentProvidersStored,
  type PaymentProvidersView,
  paymentProvidersStoredSchema,
} from '@shop/contracts';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { invalidFields } from '../../lib/domain-errors';
import { seal, unseal } from '../../lib/secret-box';
import { getSetting, putSetting } from '../settings';
import type { PaymentProvider } from './payment-provider';
import { paypalProvider } from './paypal-provider';
import { stripeProvider } from './stripe-provider';

const stored = (db: DbOrTx) => getSetting(db, PAYMENT_PROVIDERS_SETTINGS_KEY, paymentProvidersStoredSchema);

function view(document: PaymentProvidersStored, publicUrl: string): PaymentProvidersView {
  const { secret_key_sealed, endpoint_secret_sealed, ...stripe } = document.stripe;
  const { client_secret_sealed, ...paypal } = document.paypal;
  const api = `${publicUrl.replace(/\/$/, '')}/api`;
  return {
    stripe: {
      ...stripe,
      secret_key_set: secret_key_sealed !== null,
      endpoint_secret_set: endpoint_secret_sealed !== null,
    },
    paypal: { ...paypal, client_secret_set: client_secret_sealed !== null },
    stripe_webhook_url: `${api}${PAYMENT_PROVIDER_PATHS.stripeWebhook}`,
    paypal_webhook_url: `${api}${PAYMENT_PROVIDER_PATHS.paypalWebhook}`,
  };
}

export const getProvidersView = async (db: DbOrTx, publicUrl: string) => view(await stored(db), publicUrl);

/** The providers shoppers can pay through now (switched on, with their secrets). */
export async function enabledProviderNames(db: DbOrTx): Promise<OnlineProvider[]> {
  const { stripe, paypal } = await stored(db);
  const names: OnlineProvider[] = [];
  if (stripe.enabled) names.push('stripe');
  if (paypal.enabled) names.push('paypal');
  return names;
}

/** Saves the provider settings; a blank secret keeps the stored one; switching a provider on needs its secrets. */
export async function putProviders(
  db: DbOrTx,
  sessionSecret: string,
  publicUrl: string,
  body: PaymentProvidersBody,
): Promise<PaymentProvidersView> {
  const current = await stored(db);
  const keep = (given: string | undefined, sealed: string | null) =>
    given ? seal(given, sessionSecret) : sealed;
  const stripe = {
    enabled: body.stripe.enabled,
    sandbox: body.stripe.sandbox,
    public_key: body.stripe.public_key,
    secret_key_sealed: keep(body.stripe.secret_key, current.stripe.secret_key_sealed),
    endpoint_secret_sealed: keep(body.stripe.endpoint_secret, current.stripe.endpoint_secret_sealed),
  };
  const paypal = {
    enabled: body.paypal.enabled,
    sandbox: body.paypal.sandbox,
    client_id: body.paypal.client_id,
    client_secret_sealed: keep(body.paypal.client_secret, current.paypal.client_secret_sealed),
    webhook_id: body.paypal.webhook_id,
  };
  const missing: Record<string, ['required']> = {};
  if (stripe.enabled) {
    if (!stripe.secret_key_sealed) missing['stripe.secret_key'] = ['required'];
    if (!stripe.endpoint_secret_sealed) missing['stripe.endpoint_secret'] = ['required'];
  }
  if (paypal.enabled) {
    if (!paypal.client_id) missing['paypal.client_id'] = ['required'];
    if (!paypal.client_secret_sealed) missing['paypal.client_secret'] = ['required'];
    if (!paypal.webhook_id) missing['paypal.webhook_id'] = ['required'];
  }
  if (Object.keys(missing).length) throw invalidFields(missing);
  const document = { stripe, paypal };
  await putSetting(db, PAYMENT_PROVIDERS_SETTINGS_KEY, document);
  return view(document, publicUrl);
}

/**
 * The provider `name` with its unsealed keys, or null when it is off (or its keys were sealed under another
 * SESSION_SECRET: staff then type them again).
 */
export async function enabledProvider(
  db: DbOrTx,
  name: OnlineProvider,
  sessionSecret: string,
  apiUrls: Config['providerApiUrls'],
): Promise<PaymentProvider | null> {
  const document = await stored(db);
  return document[name].enabled ? providerOf(document, name, sessionSecret, apiUrls) : null;
}

/**
 * The provider `name` with its unsealed keys even when switched off for new payments: what it took before can still
 * be given back through it. Null without its keys.
 */
export async function providerWithKeys(
  db: DbOrTx,
  name: OnlineProvider,
  sessionSecret: string,
  apiUrls: Config['providerApiUrls'],
): Promise<PaymentProvider | null> {
  return providerOf(await stored(db), name, sessionSecret, apiUrls);
}

function providerOf(
  document: PaymentProvidersStored,
  name: OnlineProvider,
  sessionSecret: string,
  apiUrls: Config['providerApiUrls'],
): PaymentProvider | null {
  if (name === 'stripe') {
    const { stripe } = document;
    if (!stripe.secret_key_sealed || !stripe.endpoint_secret_sealed) return null;
    const secretKey = unseal(stripe.secret_key_sealed, sessionSecret);
    const endpointSecret = unseal(stripe.endpoint_secret_sealed, sessionSecret);
    if (!secretKey || !endpointSecret) return null;
    return stripeProvider({ secretKey, endpointSecret, apiUrl: apiUrls.stripe });
  }
  const { paypal } = document;
  if (!paypal.client_secret_sealed || !paypal.client_id || !paypal.webhook_id) return null;
  const clientSecret = unseal(paypal.client_secret_sealed, sessionSecret);
  if (!clientSecret) return null;
  return paypalProvider({
    clientId: paypal.client_id,
    clientSecret,
    webhookId: paypal.webhook_id,
    sandbox: paypal.sandbox,
    apiUrl: apiUrls.paypal,
  });
}
