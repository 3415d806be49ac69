import { PAYMENT_PROVIDER_PATHS } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { orderPaidOrDenied } from './event-mails';
import { applyProviderEvent } from './online-payments.service';
import { BadSignature } from './payment-provider';
import { enabledStripe } from './provider-settings';

/** A webhook body is at most a few kilobytes; more is not Stripe. */
const BODY_LIMIT = 256 * 1024;

/**
 * Stripe's events (decision 023). The signature is computed over the exact bytes sent, so this plugin reads JSON as
 * a Buffer (its own content-type parser, encapsulated here). The truth about a payment comes only from here.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    PAYMENT_PROVIDER_PATHS.stripeWebhook,
    {
      config: { webhook: true },
      bodyLimit: BODY_LIMIT,
      schema: { tags: ['payments'], response: { 200: z.object({ received: z.boolean() }) } },
    },
    async (request) => {
      const provider = await enabledStripe(app.db, app.config.sessionSecret, app.config.stripeApiUrl);
      if (!provider) throw new HttpError(404, 'not_found');
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof provider.readEvent>;
      try {
        event = provider.readEvent(body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof BadSignature) throw new HttpError(400, 'webhook_signature_invalid');
        throw error;
      }
      const outcome = await applyProviderEvent(app.db, event);
      if ((outcome === 'paid' || outcome === 'denied') && event.orderId !== null) {
        const orderId = event.orderId;
        app.background.run('order payment mail', () =>
          orderPaidOrDenied(app.db, app.mailer, app.config.publicUrl, orderId, outcome),
        );
      }
      return { received: true };
    },
  );
};
