import {
  idParamSchema,
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

  app.post(
    PAYMENT_PROVIDER_PATHS.checkout,
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
      const provider = await enabledProvider(app.db, request.body.provider, sessionSecret, providerApiUrls);
      if (!provider) throw invalid('online_payment_unavailable');
      return askingProvider(request, () =>
        startOnlinePayment(
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
    PAYMENT_PROVIDER_PATHS.approved,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, body: onlinePaymentApprovedBodySchema },
    },
    async (request, reply) => {
      const provider = await enabledProvider(app.db, request.body.provider, sessionSecret, providerApiUrls);
      if (!provider) throw invalid('online_payment_unavailable');
      await askingProvider(request, () =>
        takeApprovedPayment(app.db, provider, requireUser(request).id, request.params.id, request.body.token),
      );
      return reply.status(204).send();
    },
  );

  app.post(
    PAYMENT_PROVIDER_PATHS.cardSaleCheckout,
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
      const provider = await enabledProvider(app.db, request.body.provider, sessionSecret, providerApiUrls);
      if (!provider) throw invalid('online_payment_unavailable');
      return askingProvider(request, () =>
        startCardSalePayment(
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
    PAYMENT_PROVIDER_PATHS.cardSaleApproved,
    {
      config: { auth: 'user' },
      schema: { tags, params: idParamSchema, body: onlinePaymentApprovedBodySchema },
    },
    async (request, reply) => {
      const provider = await enabledProvider(app.db, request.body.provider, sessionSecret, providerApiUrls);
      if (!provider) throw invalid('online_payment_unavailable');
      await askingProvider(request, () =>
        takeApprovedCardSalePayment(
          app.db,
          provider,
          requireUser(request).id,
          request.params.id,
          request.body.token,
        ),
      );
      return reply.status(204).send();
    },
  );

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
