import { CONTACTS_SETTINGS_KEY, type StoreContacts, storeContactsSchema } from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { getSetting, putSetting } from './settings.service';

/** The `contacts` document: how shoppers reach the shop (footer, contact page). */
export const getStoreContacts = (db: DbOrTx): Promise<StoreContacts> =>
  getSetting(db, CONTACTS_SETTINGS_KEY, storeContactsSchema);

export async function putStoreContacts(db: DbOrTx, value: StoreContacts): Promise<StoreContacts> {
  await putSetting(db, CONTACTS_SETTINGS_KEY, value);
  return value;
}
