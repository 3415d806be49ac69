import {
  CONTACTS_SETTINGS_PATHS,
  faviconReplySchema,
  HOME_SETTINGS_PATHS,
  homeSettingsBodySchema,
  homeSettingsSchema,
  STORE_SETTINGS_PATHS,
  STOREFRONT_PATHS,
  storeContactsBodySchema,
  storeContactsReplySchema,
  storeHomeLayoutSchema,
  storeHoursBodySchema,
  storeSettingsBodySchema,
  storeSettingsReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalidFields } from '../../lib/domain-errors';
import { filesFrom } from '../../lib/uploaded-files';
import { getStoreContacts, putStoreContacts } from './contacts-settings';
import { getHomeSettings, putHomeSettings, storeHomeLayout } from './home-settings';
import {
  getStoreSettings,
  putStoreHours,
  putStoreSettings,
  removeStoreLogo,
  resetStoreFavicon,
  setStoreFavicon,
  setStoreLogo,
} from './store-settings';

const tags = ['settings'];
const read = { permissions: ['read_settings' as const] };
// SPEC §6: settings customization needs update_settings.
const write = { permissions: ['read_settings' as const, 'update_settings' as const] };

/**
 * The shop's look: GET /api/settings/favicon (SPEC §7) and /api/settings/store for every page, and the
 * Customization screen's document and pictures.
 */
export const storeSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STOREFRONT_PATHS.favicon,
    { schema: { tags, response: { 200: faviconReplySchema } } },
    async () => ({ url: (await getStoreSettings(app.db)).favicon_url }),
  );
  app.get(
    STORE_SETTINGS_PATHS.identity,
    { schema: { tags, response: { 200: storeSettingsReplySchema } } },
    () => getStoreSettings(app.db),
  );

  app.get(
    STORE_SETTINGS_PATHS.admin,
    { config: read, schema: { tags, response: { 200: storeSettingsReplySchema } } },
    () => getStoreSettings(app.db),
  );
  app.put(
    STORE_SETTINGS_PATHS.admin,
    {
      config: write,
      schema: { tags, body: storeSettingsBodySchema, response: { 200: storeSettingsReplySchema } },
    },
    (request) => putStoreSettings(app.db, request.body),
  );

  app.put(
    STORE_SETTINGS_PATHS.hours,
    {
      config: write,
      schema: { tags, body: storeHoursBodySchema, response: { 200: storeSettingsReplySchema } },
    },
    (request) => putStoreHours(app.db, request.body),
  );

  // The Contacts partial: public, for the footer and the contact page.
  app.get(
    CONTACTS_SETTINGS_PATHS.store,
    { schema: { tags, response: { 200: storeContactsReplySchema } } },
    () => getStoreContacts(app.db),
  );
  app.get(
    CONTACTS_SETTINGS_PATHS.admin,
    { config: read, schema: { tags, response: { 200: storeContactsReplySchema } } },
    () => getStoreContacts(app.db),
  );
  app.put(
    CONTACTS_SETTINGS_PATHS.admin,
    {
      config: write,
      schema: { tags, body: storeContactsBodySchema, response: { 200: storeContactsReplySchema } },
    },
    (request) => putStoreContacts(app.db, request.body),
  );

  // The Home page tab: the front's sections.
  app.get(HOME_SETTINGS_PATHS.store, { schema: { tags, response: { 200: storeHomeLayoutSchema } } }, () =>
    storeHomeLayout(app.db),
  );
  app.get(
    HOME_SETTINGS_PATHS.admin,
    { config: read, schema: { tags, response: { 200: homeSettingsSchema } } },
    () => getHomeSettings(app.db),
  );
  app.put(
    HOME_SETTINGS_PATHS.admin,
    { config: write, schema: { tags, body: homeSettingsBodySchema, response: { 200: homeSettingsSchema } } },
    (request) => putHomeSettings(app.db, request.body),
  );

  // Multipart bodies: the picture is judged by its bytes in the service.
  const upload = { tags, consumes: ['multipart/form-data'], response: { 200: storeSettingsReplySchema } };
  app.post(STORE_SETTINGS_PATHS.logo, { config: write, schema: upload }, (request) =>
    setStoreLogo(app.db, app.config.dataDir, onlyFile(request.body)),
  );
  app.delete(STORE_SETTINGS_PATHS.logo, { config: write, schema: { tags } }, () => removeStoreLogo(app.db));
  app.post(STORE_SETTINGS_PATHS.favicon, { config: write, schema: upload }, (request) =>
    setStoreFavicon(app.db, app.config.dataDir, onlyFile(request.body)),
  );
  app.delete(STORE_SETTINGS_PATHS.favicon, { config: write, schema: { tags } }, () =>
    resetStoreFavicon(app.db),
  );
};

/** One picture in the `image` field: several are refused, not picked from. */
function onlyFile(body: unknown): Buffer {
  const [file, ...more] = filesFrom(body, 'image');
  if (!file || more.length) throw invalidFields({ image: ['single_file_required'] });
  return file;
}
