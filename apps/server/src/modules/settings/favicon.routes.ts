import { faviconReplySchema, STOREFRONT_PATHS, storeSettingsSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSetting } from './settings.service';

/** GET /api/settings/favicon (SPEC §7): the page icon's address, read by the web app at start. */
export const faviconRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STOREFRONT_PATHS.favicon,
    { schema: { tags: ['settings'], response: { 200: faviconReplySchema } } },
    async () => {
      const store = await getSetting(app.db, 'store', storeSettingsSchema);
      return { url: store.favicon_url };
    },
  );
};
