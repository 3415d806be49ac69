import {
  availabilityRequestBodySchema,
  messageReplySchema,
  productSlugParamSchema,
  STOREFRONT_PATHS,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { requestAvailabilityAlert } from './availability-alerts.service';

/** "Tell me when it is back", on a sold-out product's page: public, counted per address and per e-mail. */
export const availabilityAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    STOREFRONT_PATHS.notifyAvailable,
    {
      schema: {
        tags: ['storefront'],
        params: productSlugParamSchema,
        body: availabilityRequestBodySchema,
        response: { 201: messageReplySchema },
      },
    },
    async (request, reply) => {
      await requestAvailabilityAlert(app.db, {
        slug: request.params.slug,
        email: request.body.email,
        locale: request.locale,
        ip: request.ip,
      });
      return reply.status(201).send({ message: translate('availability_alert_saved', request.locale) });
    },
  );
};
