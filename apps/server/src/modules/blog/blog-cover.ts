import { checkedImage } from '../../lib/uploaded-image';
import { saveWebpUpload } from '../../lib/webp-upload';

/** Covers are shown across the article (760 px, twice that on dense screens) and in /blog's cards. */
const WIDTH = 1520;

/** Checks a cover by its content (type, size, as every uploaded picture) and stores it as WebP. */
export async function storeBlogCover(dataDir: string, data: Buffer): Promise<string> {
  await checkedImage(data, 'image');
  return saveWebpUpload(dataDir, data, { folder: 'blog', width: WIDTH });
}
