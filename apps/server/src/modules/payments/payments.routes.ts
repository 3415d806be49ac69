import {
  cardSaleReplySchema,
  idParamSchema,
  type OnlineProvider,
  ORDER_PATHS,
  onlinePaymentApprovedBodySchema,
  onlinePaymentBodySchema,
  onlinePaymentReplySchema,
  orderActionReplySchema,
  PAYMENT_PROVIDER_PATHS,
  paymentParamsSchema,
  paymentProvidersBodySchema,
  paymentProvidersViewSchema,
  SHOPPING_CARD_PATHS,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/domain-errors';
import { HttpError } from '../../lib/http-error';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { paymentRefundedMail, tellCustomer } from '../orders';
import { tellBuyerCardSaleRefund } from '../shopping-cards';
import {
  startCardSalePayment,
  startOnlinePayment,
  takeApprovedCardSalePayment,
  takeApprovedPayment,
} from './online-payments.service';
import { ProviderUnavailable } from './payment-provider';
import { enabledProvider, getProvidersView, providerWithKeys, putProviders } from './provider-settings';
import { refundCardSalePayment, refundOrderPayment } from './refunds.service';

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

  // Staff give back an online payment owed to the shopper, through the provider that took it.
  app.post(
    ORDER_PATHS.adminPaymentRefund,
    {
      config: { permissions: ['read_orders', 'update_orders'] },
      schema: { tags, params: paymentParamsSchema, response: { 200: orderActionReplySchema } },
    },
    async (request) => {
      const { id, payment } = request.params;
      const { order, refunded } = await askingProvider(request, () =>
        refundOrderPayment(
          app.db,
          (name) => providerWithKeys(app.db, name, sessionSecret, providerApiUrls),
          id,
          payment,
          requireUser(request).id,
          request.locale,
        ),
      );
      if (refunded) await tellCustomer(app.db, app.mailer, publicUrl, order.id, paymentRefundedMail(payment));
      return { message: translate('payment_refunded', request.locale), order };
    },
  );

  // The same for a payment a provider took for a gift card sale already settled or cancelled, or for another amount.
  app.post(
    SHOPPING_CARD_PATHS.adminSalePaymentRefund,
    {
      config: { permissions: ['read_orders', 'update_orders'] },
      schema: { tags, params: paymentParamsSchema, response: { 200: cardSaleReplySchema } },
    },
    async (request) => {
      const { id, payment } = request.params;
      const { sale, refunded } = await askingProvider(request, () =>
        refundCardSalePayment(
          app.db,
          (name) => providerWithKeys(app.db, name, sessionSecret, providerApiUrls),
          id,
          payment,
          requireUser(request).id,
          request.locale,
        ),
      );
      if (refunded)
        app.background.run('card sale refund mail', () =>
          tellBuyerCardSaleRefund(app.db, app.mailer, publicUrl, sale.id, payment),
        );
      return { message: translate('payment_refunded', request.locale), sale };
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
