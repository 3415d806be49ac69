import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The name an installed app shows under its icon; longer ones are cut by the phone anyway. */
const SHORT_NAME_MAX = 12;

/**
 * The built web app manifest (vite.config.ts) with the shop's own name from the Customization settings, so the app
 * installed on a phone is called what the shop is called. Null when there is no build to read.
 */
export async function webManifest(webDist: string, storeName: string): Promise<string | null> {
  const built = await readFile(path.join(webDist, 'manifest.webmanifest'), 'utf8').catch(() => null);
  if (built === null) return null;
  const manifest = JSON.parse(built) as Record<string, unknown>;
  const shortName =
    storeName.length > SHORT_NAME_MAX ? `${storeName.slice(0, SHORT_NAME_MAX - 1)}…` : storeName;
  return JSON.stringify({ ...manifest, name: storeName, short_name: shortName });
}
