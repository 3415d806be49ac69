import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOADS_URL_PREFIX, uploadsRoot } from './storage';

/** The shop as a PDF's heading shows it (invoices, reports). */
export interface PdfShop {
  name: string;
  /** `/uploads/…` of the shop's logo, or ''. */
  logoUrl: string;
}

/** The logo as PNG (PDF takes PNG or JPEG; uploads are WebP), or null when there is none or it cannot be read. */
export async function logoPng(dataDir: string, url: string): Promise<Buffer | null> {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const root = uploadsRoot(dataDir);
  const file = path.resolve(root, url.slice(UPLOADS_URL_PREFIX.length));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return await sharp(await readFile(file))
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
