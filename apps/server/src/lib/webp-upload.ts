import { contentHash, saveUpload } from './storage';
import { readImage } from './uploaded-image';

/**
 * Stores an uploaded picture, already checked by `checkedImage`, re-encoded as WebP at most `width` pixels wide,
 * turned upright and without metadata (a phone photo's location stays on the phone). It is named by the hash of
 * what was uploaded, so the same picture sent twice is one file. Returns its upload path.
 */
export async function saveWebpUpload(
  dataDir: string,
  data: Buffer,
  place: { folder: string; width: number; suffix?: string },
): Promise<string> {
  const name = `${place.folder}/${contentHash(data)}${place.suffix ?? ''}.webp`;
  const encoded = await readImage(data)
    .rotate()
    .resize({ width: place.width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await saveUpload(dataDir, name, encoded);
  return name;
}
