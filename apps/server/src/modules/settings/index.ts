// The shop's settings documents, read with their defaults. Routes: admin-settings.routes.ts, store-settings.routes.ts.
export { putStoreContacts } from './contacts-settings';
export {
  DEMO_STORE_NAME,
  seedDemoContacts,
  seedDemoIdentity,
  seedDemoPayForms,
  seedDemoSettingsChanges,
  seedDemoShipment,
} from './demo-seed';
export { getNotificationSettings, type StaffRecipient, staffToNotify } from './notification-settings';
export { getOrderSettings } from './order-settings';
export { readPayForm } from './pay-form-words';
export { getRelatedProductsSettings } from './related-products-settings';
export { getSetting, getSettings, putSetting } from './settings.service';
export { settings } from './settings.table';
export { settingsChanges } from './settings-changes.table';
export { getPayFormsSettings, getShipmentSettings } from './shipment-settings';
export { getStoreSettings } from './store-settings';
