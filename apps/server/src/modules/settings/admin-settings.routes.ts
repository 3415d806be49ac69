import {
  notificationSettingsSchema,
  notificationStaffSchema,
  orderSettingsSchema,
  payFormsSettingsBodySchema,
  relatedProductsSettingsSchema,
  SETTINGS_PATHS,
  shipmentSettingsBodySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNotificationSettings, notificationStaff, putNotificationSettings } from './notification-settings';
import { getOrderSettings, putOrderSettings } from './order-settings';
import { getRelatedProductsSettings, putRelatedProductsSettings } from './related-products-settings';
import {
  getPayFormsSettings,
  getShipmentSettings,
  putPayFormsSettings,
  putShipmentSettings,
} from './shipment-settings';

const tags = ['settings'];
const read = { permissions: ['read_settings' as const] };
// Saving needs both: a screen that cannot read the document has no business replacing it.
const write = { permissions: ['read_settings' as const, 'update_settings' as const] };

/** Saving a document names every field; a missing one is a 422, never a silent reset to its default. */
const orderSettingsBodySchema = orderSettingsSchema.required();
const relatedProductsSettingsBodySchema = relatedProductsSettingsSchema.required();
const notificationSettingsBodySchema = notificationSettingsSchema.required();

/**
 * The /admin/settings/Generals documents: shipment, pay forms, orders and inventory, related products, notifications.
 */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(SETTINGS_PATHS.shipment, { config: read, schema: { tags } }, () => getShipmentSettings(app.db));
  app.put(
    SETTINGS_PATHS.shipment,
    { config: write, schema: { tags, body: shipmentSettingsBodySchema } },
    (request) => putShipmentSettings(app.db, request.body),
  );

  app.get(SETTINGS_PATHS.payForms, { config: read, schema: { tags } }, () => getPayFormsSettings(app.db));
  app.put(
    SETTINGS_PATHS.payForms,
    { config: write, schema: { tags, body: payFormsSettingsBodySchema } },
    (request) => putPayFormsSettings(app.db, request.body),
  );

  app.get(SETTINGS_PATHS.orders, { config: read, schema: { tags } }, () => getOrderSettings(app.db));
  app.put(
    SETTINGS_PATHS.orders,
    { config: write, schema: { tags, body: orderSettingsBodySchema } },
    (request) => putOrderSettings(app.db, request.body),
  );

  app.get(SETTINGS_PATHS.relatedProducts, { config: read, schema: { tags } }, () =>
    getRelatedProductsSettings(app.db),
  );
  app.put(
    SETTINGS_PATHS.relatedProducts,
    { config: write, schema: { tags, body: relatedProductsSettingsBodySchema } },
    (request) => putRelatedProductsSettings(app.db, request.body),
  );

  app.get(SETTINGS_PATHS.notifications, { config: read, schema: { tags } }, () =>
    getNotificationSettings(app.db),
  );
  app.put(
    SETTINGS_PATHS.notifications,
    { config: write, schema: { tags, body: notificationSettingsBodySchema } },
    (request) => putNotificationSettings(app.db, request.body),
  );
  app.get(
    SETTINGS_PATHS.notificationStaff,
    { config: read, schema: { tags, response: { 200: notificationStaffSchema } } },
    () => notificationStaff(app.db),
  );
};
