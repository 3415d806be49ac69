import { ONLINE_PROVIDERS, type OnlineProvider, PAYMENT_PROVIDER_PATHS } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import { tellBuyerCardSale } from '../shopping-cards';
import { orderPaidOrDenied, staffToGiveBackMail } from './event-mails';
import { applyProviderEvent } from './online-payments.service';
import { BadSignature, NotThisOrder, ProviderUnavailable } from './payment-provider';
import { enabledProvider } from './provider-settings';

/** A webhook body is at most a few kilobytes; more is not a provider's event. */
const BODY_LIMIT = 256 * 1024;

const WEBHOOK_PATHS: Record<OnlineProvider, string> = {
  stripe: PAYMENT_PROVIDER_PATHS.stripeWebhook,
  paypal: PAYMENT_PROVIDER_PATHS.paypalWebhook,
};

/**
 * The providers' events (decision 023), one address per provider. A signature covers the exact bytes sent, so this
 * plugin reads JSON as a Buffer (its own content-type parser, encapsulated here). The truth about a payment comes
 * only from here.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  for (const name of ONLINE_PROVIDERS) {
    app.post(
      WEBHOOK_PATHS[name],
      {
        config: { webhook: true },
        bodyLimit: BODY_LIMIT,
        schema: { tags: ['payments'], response: { 200: z.object({ received: z.boolean() }) } },
      },
      async (request) => {
        const provider = await enabledProvider(
          app.db,
          name,
          app.config.sessionSecret,
          app.config.providerApiUrls,
        );
        if (!provider) throw new HttpError(404, 'not_found');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let event: Awaited<ReturnType<typeof provider.readEvent>>;
        try {
          event = await provider.readEvent(body, request.headers);
        } catch (error) {
          if (error instanceof BadSignature) throw new HttpError(400, 'webhook_signature_invalid');
          // The provider could not vouch for it now: a 503 makes it send the event again later.
          if (error instanceof ProviderUnavailable) throw new HttpError(503, 'payment_provider_unavailable');
          throw error;
        }
        const outcome = await applyProviderEvent(app.db, name, event);
        const { subject } = event;
        if (subject === null) return { received: true };
        // The shopper approved but may never come back to the shop: take the money now (PayPal's capture). Also on a
        // replay: the capture may have failed the first time, and taking an order already taken is a no-op.
        const approval = outcome === 'approved' || (outcome === 'duplicate' && event.outcome === 'approved');
        if (approval && event.reference && provider.takeApproved) {
          try {
            await provider.takeApproved(event.reference, subject);
          } catch (error) {
            if (error instanceof NotThisOrder) return { received: true };
            if (error instanceof ProviderUnavailable)
              throw new HttpError(503, 'payment_provider_unavailable');
            throw error;
          }
        }
        if (subject.kind === 'order' && (outcome === 'paid' || outcome === 'denied')) {
          app.background.run('order payment mail', () =>
            orderPaidOrDenied(app.db, app.mailer, app.config.publicUrl, subject.id, outcome),
          );
        }
        if (subject.kind === 'card_sale' && (outcome === 'paid' || outcome === 'denied')) {
          app.background.run('card sale buyer mail', () =>
            tellBuyerCardSale(app.db, app.mailer, app.config.publicUrl, subject.id),
          );
        }
        // Money the shop must give back: the staff chosen for payments hear of it, not only the dashboard's count.
        if (outcome === 'refund_due' || outcome === 'amount_mismatch') {
          app.background.run('payment to give back mail', () =>
            staffToGiveBackMail(app.db, app.mailer, app.config.publicUrl, subject),
          );
        }
        return { received: true };
      },
    );
  }
};
