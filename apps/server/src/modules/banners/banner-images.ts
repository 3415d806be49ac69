import { BANNER_RATIO_TOLERANCE, BANNER_RATIOS, type BannerImageKind } from '@shop/contracts';
import { invalidFields } from '../../lib/domain-errors';
import { publicUploadUrl } from '../../lib/storage';
import { checkedImage } from '../../lib/uploaded-image';
import { saveWebpUpload } from '../../lib/webp-upload';

/** Desktop pictures are shown up to the page's width (1440 px at most), mobile ones up to a phone's. */
const WIDTHS: Record<BannerImageKind, number> = { desktop: 1500, mobile: 720 };

/** Checks a banner picture by its content (type, size, SPEC §9 ratio) and stores it as WebP. */
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
  return saveWebpUpload(dataDir, data, { folder: 'banners', width: WIDTHS[kind], suffix: `-${kind}` });
}

export const bannerImageUrl = (name: string | null) => (name ? publicUploadUrl(name) : null);
