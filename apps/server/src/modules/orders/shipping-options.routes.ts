import { SETTINGS_PATHS, shippingOptionsReplySchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingOptions } from './shipping-options';

/** GET /api/shipping/options: public, so the cart can tell a visitor where and how the shop delivers. */
export const shippingOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    SETTINGS_PATHS.shippingOptions,
    { schema: { tags: ['settings'], response: { 200: shippingOptionsReplySchema } } },
    (request) => shippingOptions(app.db, request.locale),
  );
};
