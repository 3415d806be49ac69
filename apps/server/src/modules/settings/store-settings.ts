import {
  DEFAULT_FAVICON_URL,
  IMAGE_MAX_BYTES,
  STORE_SETTINGS_KEY,
  type StoreHoursBody,
  type StoreSettings,
  type StoreSettingsBody,
  storeSettingsSchema,
} from '@shop/contracts';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import { invalidFields } from '../../lib/domain-errors';
import { contentHash, publicUploadUrl, saveUpload } from '../../lib/storage';
import { tooLarge } from '../../lib/uploaded-files';
import { getSetting, putSetting } from './settings.service';

/** The `store` document: the shop's name, logo, page icon, main colour and starting colour mode. */
export const getStoreSettings = (db: DbOrTx): Promise<StoreSettings> =>
  getSetting(db, STORE_SETTINGS_KEY, storeSettingsSchema);

export async function putStoreSettings(db: DbOrTx, body: StoreSettingsBody): Promise<StoreSettings> {
  const next = { ...(await getStoreSettings(db)), ...body };
  await putSetting(db, STORE_SETTINGS_KEY, next);
  return next;
}

// Pictures are judged by their bytes, like product pictures; SVG is refused (it can carry scripts).
const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'heif']);
const MAX_PIXELS = 40_000_000;

async function readableImage(data: Buffer): Promise<void> {
  if (data.length > IMAGE_MAX_BYTES) throw tooLarge('image', 'image_too_large');
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    if (meta.format && ACCEPTED.has(meta.format) && meta.width && meta.height) return;
  } catch {
    // Not an image sharp can read: the same refusal as a wrong type.
  }
  throw invalidFields({ image: ['image_type_invalid'] });
}

/** The header's logo: re-encoded to WebP at most 96 px high (twice the header's 48), metadata dropped. */
export async function setStoreLogo(db: DbOrTx, dataDir: string, data: Buffer): Promise<StoreSettings> {
  await readableImage(data);
  const name = `settings/${contentHash(data)}-logo.webp`;
  const logo = await sharp(data, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ height: 96, width: 480, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer();
  await saveUpload(dataDir, name, logo);
  return saveField(db, { logo_url: publicUploadUrl(name) });
}

/** The page icon: a 64 px square PNG (what browsers and home screens scale from). */
export async function setStoreFavicon(db: DbOrTx, dataDir: string, data: Buffer): Promise<StoreSettings> {
  await readableImage(data);
  const name = `settings/${contentHash(data)}-icon-64.png`;
  const icon = await sharp(data, { limitInputPixels: MAX_PIXELS })
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
