import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

export const uploadsRoot = (dataDir: string) => path.join(dataDir, 'uploads');

export const contentHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 32);

/** `products/ab12….webp` → `/uploads/products/ab12….webp`. */
export const publicUploadUrl = (relative: string) => `${UPLOADS_URL_PREFIX}${relative}`;

/**
 * Writes a file under the uploads folder. Names are content hashes, so an existing file already holds the same
 * bytes and is left alone; a temporary name and a rename keep a half-written file from ever being served.
 */
export async function saveUpload(dataDir: string, relative: string, data: Buffer): Promise<void> {
  await saveFile(uploadsRoot(dataDir), relative, data);
}

/** Files that are never served as they are (spec sheets go out through a route that checks the product). */
export const privateRoot = (dataDir: string) => path.join(dataDir, 'files');

export async function saveFile(root: string, relative: string, data: Buffer): Promise<void> {
  const target = path.join(root, relative);
  if (!target.startsWith(root + path.sep)) throw new Error(`Bad file path: ${relative}`);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}
