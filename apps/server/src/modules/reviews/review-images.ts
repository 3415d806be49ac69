import { checkedImage } from '../../lib/uploaded-image';
import { saveWebpUpload } from '../../lib/webp-upload';

/** A review's pictures are shown at most 1200 px wide (a phone's screen, twice over). */
const WIDTH = 1200;

/**
 * Checks a review's (or a criterion's reference) picture by its content (type, size ≤ 300 kB, SPEC §5) and stores
 * it as WebP.
 */
export async function storeReviewImage(
  dataDir: string,
  data: Buffer,
  folder: 'reviews' | 'criteria' = 'reviews',
): Promise<string> {
  await checkedImage(data, 'image');
  return saveWebpUpload(dataDir, data, { folder, width: WIDTH });
}
