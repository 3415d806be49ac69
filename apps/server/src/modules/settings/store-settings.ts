import {
  DEFAULT_FAVICON_URL,
  STORE_SETTINGS_KEY,
  type StoreHoursBody,
  type StoreSettings,
  type StoreSettingsBody,
  storeSettingsSchema,
} from '@shop/contracts';
import type { DbOrTx } from '../../db/client';
import { contentHash, publicUploadUrl, saveUpload } from '../../lib/storage';
import { checkedImage, readImage } from '../../lib/uploaded-image';
import { getSetting, putSetting } from './settings.service';

/** The `store` document: the shop's name, logo, page icon, main colour and starting colour mode. */
export const getStoreSettings = (db: DbOrTx): Promise<StoreSettings> =>
  getSetting(db, STORE_SETTINGS_KEY, storeSettingsSchema);

export async function putStoreSettings(db: DbOrTx, body: StoreSettingsBody): Promise<StoreSettings> {
  const next = { ...(await getStoreSettings(db)), ...body };
  await putSetting(db, STORE_SETTINGS_KEY, next);
  return next;
}

/** The header's logo: re-encoded to WebP at most 96 px high (twice the header's 48), metadata dropped. */
export async function setStoreLogo(db: DbOrTx, dataDir: string, data: Buffer): Promise<StoreSettings> {
  await checkedImage(data, 'image');
  const name = `settings/${contentHash(data)}-logo.webp`;
  const logo = await readImage(data)
    .rotate()
    .resize({ height: 96, width: 480, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
  await saveUpload(dataDir, name, logo);
  return saveField(db, { logo_url: publicUploadUrl(name) });
}

/** The page icon: a 64 px square PNG (what browsers and home screens scale from). */
export async function setStoreFavicon(db: DbOrTx, dataDir: string, data: Buffer): Promise<StoreSettings> {
  await checkedImage(data, 'image');
  const name = `settings/${contentHash(data)}-icon-64.png`;
  const icon = await readImage(data)
    .rotate()
    .resize({ width: 64, height: 64, fit: 'cover' })
    .png()
    .toBuffer();
  await saveUpload(dataDir, name, icon);
  return saveField(db, { favicon_url: publicUploadUrl(name) });
}

/** The business hours (the Horario tab), already checked ascending by the contract. */
export const putStoreHours = (db: DbOrTx, body: StoreHoursBody) => saveField(db, { hours: body.hours });

export const removeStoreLogo = (db: DbOrTx) => saveField(db, { logo_url: '' });
export const resetStoreFavicon = (db: DbOrTx) => saveField(db, { favicon_url: DEFAULT_FAVICON_URL });

async function saveField(db: DbOrTx, change: Partial<StoreSettings>): Promise<StoreSettings> {
  const next = { ...(await getStoreSettings(db)), ...change };
  await putSetting(db, STORE_SETTINGS_KEY, next);
  return next;
}
