import {
  idParamSchema,
  type OnlineProvider,
  onlinePaymentApprovedBodySchema,
  onlinePaymentBodySchema,
  onlinePaymentReplySchema,
  PAYMENT_PROVIDER_PATHS,
  paymentProvidersBodySchema,
  paymentProvidersViewSchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/domain-errors';
import { HttpError } from '../../lib/http-error';
import { requireUser } from '../../plugins/access';
import {
  startCardSalePayment,
  startOnlinePayment,
  takeApprovedCardSalePayment,
  takeApprovedPayment,
} from './online-payments.service';
import { ProviderUnavailable } from './payment-provider';
import { enabledProvider, getProvidersView, putProviders } from './provider-settings';

const tags = ['payments'];

/** Paying an order online, and the providers' settings (their secrets write-only). */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessionSecret, publicUrl, providerApiUrls } = app.config;

  /** The provider's own failures (unreachable, refused keys) say nothing to the shopper but "try later". */
  async function askingProvider<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderUnavailable) {
        request.log.error({ err: error }, 'the payment provider refused or did not answer');
        throw new HttpError(503, 'payment_provider_unavailable');
      }
      throw error;
    }
  }

  /** The enabled provider the shopper chose; one switched off since the page loaded is refused in words. */
  async function chosenProvider(name: OnlineProvider) {
    const provider = await enabledProvider(app.db, name, sessionSecret, providerApiUrls);
    if (!provider) throw invalid('online_payment_unavailable');
    return provider;
  }

  // An order and a shopping card's sale are paid the same way: one call sends the shopper to the provider, the other
  // takes the payment the provider approved (its token) when the shopper comes back.
  const payables = [
    {
      checkout: PAYMENT_PROVIDER_PATHS.checkout,
      approved: PAYMENT_PROVIDER_PATHS.approved,
      start: startOnlinePayment,
      take: takeApprovedPayment,
    },
    {
      checkout: PAYMENT_PROVIDER_PATHS.cardSaleCheckout,
      approved: PAYMENT_PROVIDER_PATHS.cardSaleApproved,
      start: startCardSalePayment,
      take: takeApprovedCardSalePayment,
    },
  ];
  for (const payable of payables) {
    app.post(
      payable.checkout,
      {
        config: { auth: 'user' },
        schema: {
          tags,
          params: idParamSchema,
          body: onlinePaymentBodySchema,
          response: { 200: onlinePaymentReplySchema },
        },
      },
      async (request) => {
        const provider = await chosenProvider(request.body.provider);
        return askingProvider(request, () =>
          payable.start(
            app.db,
            provider,
            publicUrl,
            requireUser(request).id,
            request.params.id,
            request.locale,
          ),
        );
      },
    );
    app.post(
      payable.approved,
      {
        config: { auth: 'user' },
        schema: { tags, params: idParamSchema, body: onlinePaymentApprovedBodySchema },
      },
      async (request, reply) => {
        const provider = await chosenProvider(request.body.provider);
        await askingProvider(request, () =>
          payable.take(app.db, provider, requireUser(request).id, request.params.id, request.body.token),
        );
        return reply.status(204).send();
      },
    );
  }

  app.get(
    PAYMENT_PROVIDER_PATHS.settings,
    {
      config: { permissions: ['read_settings'] },
      schema: { tags, response: { 200: paymentProvidersViewSchema } },
    },
    () => getProvidersView(app.db, publicUrl),
  );
  app.put(
    PAYMENT_PROVIDER_PATHS.settings,
    {
      config: { permissions: ['read_settings', 'update_settings'] },
      schema: { tags, body: paymentProvidersBodySchema, response: { 200: paymentProvidersViewSchema } },
    },
    (request) => putProviders(app.db, sessionSecret, publicUrl, request.body),
  );
};
