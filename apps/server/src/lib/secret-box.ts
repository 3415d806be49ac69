import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';

/**
 * Settings secrets at rest (the mail password now, payment keys later): AES-256-GCM under a key derived from the
 * server's SESSION_SECRET, so a copy of the database alone does not reveal them. Rotating SESSION_SECRET makes the
 * stored secrets unreadable; staff then type them again (the forms say whether one is set).
 */
const VERSION = 'v1';
const keys = new Map<string, Buffer>();

function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = scryptSync(secret, 'shop settings secrets', 32);
    keys.set(secret, key);
  }
  return key;
}

export function seal(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** The secret, or null when it was sealed under another key (or tampered with). */
export function unseal(sealed: string, secret: string): string | null {
  const [version, data] = sealed.split('.');
  if (version !== VERSION || !data) return null;
  try {
    const raw = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
