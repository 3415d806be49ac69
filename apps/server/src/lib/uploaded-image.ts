import { IMAGE_MAX_BYTES } from '@shop/contracts';
import sharp, { type Metadata } from 'sharp';
import { invalidFields } from './domain-errors';
import { tooLarge } from './uploaded-files';

// SPEC §5 types, judged by the bytes: sharp names AVIF "heif" (only the AV1 kind is AVIF); jpg and jfif are "jpeg".
// SVG is not among them: it can carry scripts.
const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'heif']);
/** A 300 kB file can still claim a huge canvas; decoding stops beyond this many pixels. */
export const MAX_PIXELS = 40_000_000;

/** sharp on an uploaded picture, with the pixel limit. */
export const readImage = (data: Buffer) => sharp(data, { limitInputPixels: MAX_PIXELS });

/**
 * An uploaded picture checked before anything is stored: at most 300 kB (SPEC §5), and one of the accepted types by
 * its content, whatever its name or declared type. The refusal names `field`. Returns what sharp read of it.
 */
export async function checkedImage(data: Buffer, field: string): Promise<Metadata> {
  if (data.length > IMAGE_MAX_BYTES) throw tooLarge(field, 'image_too_large');
  try {
    const meta = await readImage(data).metadata();
    const avif = meta.format !== 'heif' || meta.compression === 'av1';
    if (meta.format && ACCEPTED.has(meta.format) && avif && meta.width && meta.height) return meta;
  } catch {
    // Not an image sharp can read: the same refusal as a wrong type.
  }
  throw invalidFields({ [field]: ['image_type_invalid'] });
}
