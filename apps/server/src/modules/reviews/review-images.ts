import { contentHash, saveUpload } from '../../lib/storage';
import { checkedImage, readImage } from '../../lib/uploaded-image';

/** A review's pictures are shown at most 1200 px wide (a phone's screen, twice over). */
const WIDTH = 1200;

/**
 * Checks a review's (or a criterion's reference) picture by its content (type, size ≤ 300 kB, SPEC §5) and stores it re-encoded as WebP named by its
 * hash, without metadata (a phone photo's location stays on the phone). Returns its upload path.
 */
export async function storeReviewImage(
  dataDir: string,
  data: Buffer,
  folder: 'reviews' | 'criteria' = 'reviews',
): Promise<string> {
  await checkedImage(data, 'image');
  const name = `${folder}/${contentHash(data)}.webp`;
  const encoded = await readImage(data)
    .rotate()
    .resize({ width: WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await saveUpload(dataDir, name, encoded);
  return name;
}
