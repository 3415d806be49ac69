import { faviconReplySchema, storeSettingsSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSettingsRoutes } from './admin-settings.routes';
import { getSetting } from './settings.service';
import { shippingOptionsRoutes } from './shipping-options.routes';

export { getOrderSettings } from './order-settings';
export { getRelatedProductsSettings } from './related-products-settings';
export { getSetting, putSetting } from './settings.service';
export { getPayFormsSettings, getShipmentSettings } from './shipment-settings';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/favicon',
    { schema: { tags: ['settings'], response: { 200: faviconReplySchema } } },
    async () => {
      const store = await getSetting(app.db, 'store', storeSettingsSchema);
      return { url: store.favicon_url };
    },
  );
  await app.register(adminSettingsRoutes);
  await app.register(shippingOptionsRoutes);
};
