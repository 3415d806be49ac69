import { access } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES } from '@shop/contracts';
import sharp from 'sharp';
import { invalidFields } from '../../lib/domain-errors';
import { contentHash, saveUpload, uploadsRoot } from '../../lib/storage';
import { tooLarge } from '../../lib/uploaded-files';

// sharp names AVIF "heif"; jpg and jfif are both "jpeg".
const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'heif']);
const LIST_WIDTH = 400;
const DETAIL_WIDTH = 1000;
// A 300 kb file can still claim a huge canvas; decoding stops beyond this many pixels.
const MAX_PIXELS = 40_000_000;

export interface StoredImage {
  path: string;
  width: number;
  height: number;
}

async function checkedFormat(data: Buffer): Promise<void> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
    const avif = meta.format !== 'heif' || meta.compression === 'av1';
    if (meta.format && ACCEPTED.has(meta.format) && avif && meta.width && meta.height) return;
  } catch {
    // Not an image sharp can read: the same refusal as a wrong type.
  }
  throw invalidFields({ image: ['image_type_invalid'] });
}

/**
 * Checks an uploaded image by its content and stores re-encoded copies named by the original's hash: WebP for
 * lists and the product page, AVIF for the product page. Re-encoding drops every metadata (location, camera);
 * the original is never written.
 */
export async function storeProductImage(dataDir: string, data: Buffer): Promise<StoredImage> {
  if (data.length > IMAGE_MAX_BYTES) throw tooLarge('image', 'image_too_large');
  await checkedFormat(data);
  const hash = contentHash(data);
  const names = {
    list: `products/${hash}-${LIST_WIDTH}.webp`,
    detail: `products/${hash}-${DETAIL_WIDTH}.webp`,
    avif: `products/${hash}-${DETAIL_WIDTH}.avif`,
  };
  const known = await alreadyStored(dataDir, names);
  if (known) return { path: hash, ...known };
  const base = () => sharp(data, { limitInputPixels: MAX_PIXELS }).rotate();
  const [list, detail, avif] = await Promise.all([
    base().resize({ width: LIST_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    base()
      .resize({ width: DETAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
    base().resize({ width: DETAIL_WIDTH, withoutEnlargement: true }).avif({ quality: 55 }).toBuffer(),
  ]);
  await Promise.all([
    saveUpload(dataDir, names.list, list),
    saveUpload(dataDir, names.detail, detail.data),
    saveUpload(dataDir, names.avif, avif),
  ]);
  return { path: hash, width: detail.info.width, height: detail.info.height };
}

/**
 * The same bytes were stored before (another product, or the demo seed reusing a picture): files are named by the
 * original's hash and only ever appear complete (written under a temporary name, then renamed), so when all three
 * exist there is nothing to re-encode (AVIF takes about half a second). The size is read from the detail file's
 * header. A missing rendition (a crash between writes) means encoding again; existing files are then left alone.
 */
async function alreadyStored(
  dataDir: string,
  names: Record<'list' | 'detail' | 'avif', string>,
): Promise<{ width: number; height: number } | null> {
  const root = uploadsRoot(dataDir);
  try {
    await Promise.all(Object.values(names).map((name) => access(path.join(root, name))));
    const { width, height } = await sharp(path.join(root, names.detail)).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
