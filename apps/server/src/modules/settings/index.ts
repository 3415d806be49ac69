import { faviconReplySchema, storeSettingsSchema } from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSetting } from './settings.service';

export { getSetting, putSetting } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/favicon',
    { schema: { tags: ['settings'], response: { 200: faviconReplySchema } } },
    async () => {
      const store = await getSetting(app.db, 'store', storeSettingsSchema);
      return { url: store.favicon_url };
    },
  );
};
