import { IMAGE_MAX_BYTES } from '@shop/contracts';

/**
 * Longest sides tried, largest first. The shop stores nothing wider than 1,520 px (a blog cover; a product's detail
 * picture is 1,000 px), so the first step loses nothing the shop would keep; the last still reads a receipt.
 */
const SIDES = [2000, 1600, 1280, 1024, 800, 640];
const QUALITIES = [0.85, 0.7];

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** The picture drawn at most `side` pixels long; on white when the format has no transparency. */
function drawn(bitmap: ImageBitmap, side: number, opaque: boolean): HTMLCanvasElement | null {
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return null;
  if (opaque) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg' };
const renamed = (name: string, type: string) =>
  `${name.replace(/\.[^.]*$/, '') || 'imagen'}.${EXTENSIONS[type]}`;

/**
 * The first copy in `type` within `maxBytes`, trying each side at each quality; null if none is, 'unwritable' if the
 * browser writes another format when asked for this one (Safari writes PNG when asked for WebP).
 */
async function firstFit(
  bitmap: ImageBitmap,
  type: string,
  maxBytes: number,
): Promise<Blob | null | 'unwritable'> {
  for (const side of SIDES) {
    const canvas = drawn(bitmap, side, type === 'image/jpeg');
    if (!canvas) return null;
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, type, quality);
      if (!blob) return null;
      if (blob.type !== type) return 'unwritable';
      if (blob.size <= maxBytes) return blob;
    }
  }
  return null;
}

/**
 * A picture made to fit the shop's 300 kB (SPEC §5) before it is sent: a phone's photo or screenshot weighs several
 * times that, and refusing it would leave the person to find a tool to shrink it. One within the limit, or one the
 * browser cannot read (a PDF, a HEIC on a desktop), is returned as it came, and the usual checks judge it; so is one
 * no step brings under the limit. It never throws. The copy is WebP (JPEG on white where the browser cannot write
 * WebP), upright, and without the photo's metadata.
 */
export async function fitImage(file: File, maxBytes = IMAGE_MAX_BYTES): Promise<File> {
  if (file.size <= maxBytes || (file.type && !file.type.startsWith('image/'))) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    for (const type of ['image/webp', 'image/jpeg']) {
      const blob = await firstFit(bitmap, type, maxBytes);
      if (blob === 'unwritable') continue;
      return blob
        ? new File([blob], renamed(file.name, type), { type, lastModified: file.lastModified })
        : file;
    }
    return file;
  } catch {
    // A canvas the browser would not allocate (too large for its memory): the original, and the usual checks.
    return file;
  } finally {
    bitmap.close();
  }
}
