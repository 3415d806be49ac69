import {
  BANNER_RATIO_TOLERANCE,
  BANNER_RATIOS,
  type BannerImageKind,
  IMAGE_MAX_BYTES,
} from '@shop/contracts';
import sharp, { type Metadata } from 'sharp';
import { invalidFields } from '../../lib/domain-errors';
import { contentHash, publicUploadUrl, saveUpload } from '../../lib/storage';
import { tooLarge } from '../../lib/uploaded-files';

const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'heif']);
const MAX_PIXELS = 40_000_000;
/** Desktop pictures are shown up to the page's width (1440 px at most), mobile ones up to a phone's. */
const WIDTHS: Record<BannerImageKind, number> = { desktop: 1500, mobile: 720 };

/**
 * Checks a banner picture by its content (type, size, SPEC §9 ratio) and stores it re-encoded as WebP named by its
 * hash, without metadata. Returns its upload path.
 */
export async function storeBannerImage(
  dataDir: string,
  kind: BannerImageKind,
  data: Buffer,
): Promise<string> {
  const field = `${kind}_image`;
  if (data.length > IMAGE_MAX_BYTES) throw tooLarge(field, 'image_too_large');
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw invalidFields({ [field]: ['image_type_invalid'] });
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw invalidFields({ [field]: ['image_type_invalid'] });
  }
  // EXIF rotation swaps the sides the shopper sees.
  const [width, height] =
    (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const ratio = width / height;
  if (Math.abs(ratio - BANNER_RATIOS[kind]) / BANNER_RATIOS[kind] > BANNER_RATIO_TOLERANCE) {
    throw invalidFields({ [field]: [`banner_ratio_${kind}`] });
  }
  const name = `banners/${contentHash(data)}-${kind}.webp`;
  const encoded = await sharp(data, { limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: WIDTHS[kind], withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await saveUpload(dataDir, name, encoded);
  return name;
}

export const bannerImageUrl = (name: string | null) => (name ? publicUploadUrl(name) : null);
