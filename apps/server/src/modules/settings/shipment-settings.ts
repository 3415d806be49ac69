import {
  PAY_FORMS_SETTINGS_KEY,
  type PayFormsSettings,
  payFormsSettingsSchema,
  SHIPMENT_SETTINGS_KEY,
  type ShipmentSettings,
  shipmentSettingsSchema,
} from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { getSetting, putSetting } from './settings.service';

/** The `shipment` document: delivery, pickup and shipping prices (SPEC §3 Shipping settings). */
export const getShipmentSettings = (db: DbOrTx): Promise<ShipmentSettings> =>
  getSetting(db, SHIPMENT_SETTINGS_KEY, shipmentSettingsSchema);

export async function putShipmentSettings(db: DbOrTx, value: ShipmentSettings): Promise<ShipmentSettings> {
  await putSetting(db, SHIPMENT_SETTINGS_KEY, value);
  return value;
}

/** The `pay_forms` document: the manual pay forms, each of the three once. */
export const getPayFormsSettings = (db: DbOrTx): Promise<PayFormsSettings> =>
  getSetting(db, PAY_FORMS_SETTINGS_KEY, payFormsSettingsSchema);

export async function putPayFormsSettings(db: DbOrTx, value: PayFormsSettings): Promise<PayFormsSettings> {
  await putSetting(db, PAY_FORMS_SETTINGS_KEY, value);
  return value;
}
