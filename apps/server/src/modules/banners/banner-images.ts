import { BANNER_RATIO_TOLERANCE, BANNER_RATIOS, type BannerImageKind } from '@shop/contracts';
import { invalidFields } from '../../lib/domain-errors';
import { contentHash, publicUploadUrl, saveUpload } from '../../lib/storage';
import { checkedImage, readImage } from '../../lib/uploaded-image';

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
  const meta = await checkedImage(data, field);
  // EXIF rotation swaps the sides the shopper sees.
  const [width, height] =
    (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const ratio = width / height;
  if (Math.abs(ratio - BANNER_RATIOS[kind]) / BANNER_RATIOS[kind] > BANNER_RATIO_TOLERANCE) {
    throw invalidFields({ [field]: [`banner_ratio_${kind}`] });
  }
  const name = `banners/${contentHash(data)}-${kind}.webp`;
  const encoded = await readImage(data)
    .rotate()
    .resize({ width: WIDTHS[kind], withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await saveUpload(dataDir, name, encoded);
  return name;
}

export const bannerImageUrl = (name: string | null) => (name ? publicUploadUrl(name) : null);
