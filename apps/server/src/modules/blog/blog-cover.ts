import { contentHash, saveUpload } from '../../lib/storage';
import { checkedImage, readImage } from '../../lib/uploaded-image';

/** Covers are shown across the article (760 px, twice that on dense screens) and in /blog's cards. */
const WIDTH = 1520;

/**
 * Checks a cover by its content (type, size, as every uploaded picture) and stores it re-encoded as WebP named by
 * its hash, without metadata. Returns its upload path.
 */
export async function storeBlogCover(dataDir: string, data: Buffer): Promise<string> {
  await checkedImage(data, 'image');
  const name = `blog/${contentHash(data)}.webp`;
  const encoded = await readImage(data)
    .rotate()
    .resize({ width: WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await saveUpload(dataDir, name, encoded);
  return name;
}
