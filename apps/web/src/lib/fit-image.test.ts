import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitImage } from './fit-image';

const KB = 1024;
const LIMIT = 300 * KB;

/** A file of `size` bytes; its content does not matter to the fake decoder. */
const fileOf = (size: number, name = 'foto.jpg', type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

/** What the fake canvas was asked to write: its size, type and quality. */
let written: Array<{ width: number; height: number; type: string; quality: number }>;
/** The type the fake browser really writes for a requested one (Safari: PNG for WebP). */
let writes: (type: string) => string;
let closed: number;

beforeEach(() => {
  written = [];
  closed = 0;
  writes = (type) => type;
  // A 4,000 × 3,000 photo, a phone's.
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async (file: File) => {
      if (file.name.endsWith('.heic')) throw new DOMException('The source image could not be decoded.');
      return { width: 4000, height: 3000, close: () => closed++ };
    }),
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ fillRect: vi.fn(), drawImage: vi.fn() }) as unknown as CanvasRenderingContext2D,
  );
  // A copy weighs a tenth of a byte per pixel at quality 1, less at a lower quality.
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type = 'image/png',
    quality = 1,
  ) {
    written.push({ width: this.width, height: this.height, type, quality });
    const size = Math.round(this.width * this.height * 0.1 * quality);
    callback(new Blob([new Uint8Array(size)], { type: writes(type) }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fitImage', () => {
  it('sends a picture within 300 kB as it came', async () => {
    const small = fileOf(LIMIT);
    expect(await fitImage(small)).toBe(small);
    expect(written).toEqual([]);
  });

  it('shrinks a phone photo to the first size and quality under 300 kB, as WebP named like the photo', async () => {
    const fitted = await fitImage(fileOf(3_400 * KB, 'IMG_2041.JPG'));
    // 2,000 × 1,500 at 0.85 weighs 255,000 bytes: the first step fits.
    expect(written).toEqual([{ width: 2000, height: 1500, type: 'image/webp', quality: 0.85 }]);
    expect(fitted.name).toBe('IMG_2041.webp');
    expect(fitted.type).toBe('image/webp');
    expect(fitted.size).toBe(255_000);
    expect(fitted.lastModified).toBe(1_700_000_000_000);
    expect(closed).toBe(1);
  });

  it('goes down in quality, then in size, until the copy fits', async () => {
    const fitted = await fitImage(fileOf(3_400 * KB), 100 * KB);
    expect(written.map(({ width, quality }) => [width, quality])).toEqual([
      [2000, 0.85],
      [2000, 0.7],
      [1600, 0.85],
      [1600, 0.7],
      [1280, 0.85],
      [1280, 0.7],
    ]);
    expect(fitted.size).toBeLessThanOrEqual(100 * KB);
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    writes = (type) => (type === 'image/webp' ? 'image/png' : type);
    const fitted = await fitImage(fileOf(900 * KB, 'recibo.png', 'image/png'));
    expect(written.map(({ type }) => type)).toEqual(['image/webp', 'image/jpeg']);
    expect(fitted.name).toBe('recibo.jpg');
    expect(fitted.type).toBe('image/jpeg');
  });

  it('leaves a picture the browser cannot read, and a PDF, for the usual checks to judge', async () => {
    const heic = fileOf(2_000 * KB, 'foto.heic', 'image/heic');
    expect(await fitImage(heic)).toBe(heic);
    const pdf = fileOf(800 * KB, 'recibo.pdf', 'application/pdf');
    expect(await fitImage(pdf)).toBe(pdf);
    expect(written).toEqual([]);
  });

  it('sends the original when no step fits, so the limit is still what refuses it', async () => {
    const huge = fileOf(20_000 * KB);
    expect(await fitImage(huge, 1 * KB)).toBe(huge);
    expect(written).toHaveLength(12);
    expect(closed).toBe(1);
  });
});
