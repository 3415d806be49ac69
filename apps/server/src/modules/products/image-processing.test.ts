import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Invalid } from '../../lib/domain-errors';
import { uploadsRoot } from '../../lib/storage';
import { storeProductImage } from './image-processing';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-images-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

const picture = () =>
  sharp({ create: { width: 30, height: 20, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();

describe('storing a product image', () => {
  it('encodes a picture once: the same bytes again reuse the stored renditions', async () => {
    const avif = vi.spyOn(sharp.prototype, 'avif');
    const data = await picture();
    const first = await storeProductImage(dataDir, data);
    expect(first).toMatchObject({ width: 30, height: 20 });
    expect(avif).toHaveBeenCalledTimes(1);

    const again = await storeProductImage(dataDir, data);
    expect(again).toEqual(first);
    expect(avif).toHaveBeenCalledTimes(1);
  });

  it('encodes again when a rendition is missing, and still refuses what is not an image', async () => {
    const data = await picture();
    const { path: hash } = await storeProductImage(dataDir, data);
    const avifFile = path.join(uploadsRoot(dataDir), 'products', `${hash}-1000.avif`);
    await rm(avifFile);
    const avif = vi.spyOn(sharp.prototype, 'avif');
    await storeProductImage(dataDir, data);
    expect(avif).toHaveBeenCalledTimes(1);
    expect(existsSync(avifFile)).toBe(true);

    await expect(storeProductImage(dataDir, Buffer.from('not a picture'))).rejects.toBeInstanceOf(Invalid);
  });
});
