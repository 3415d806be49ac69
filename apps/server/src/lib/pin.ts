import { hash, verify } from '@node-rs/argon2';

// argon2id as for passwords (lib/password.ts), with the server's pepper as argon2's secret input: the hashes of a
// 4-digit PIN are only worth brute-forcing with the pepper, which never sits in the database (decision 021).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const secretOf = (pepper: string) => Buffer.from(pepper, 'utf8');

export const hashPin = (pin: string, pepper: string) => hash(pin, { ...OPTIONS, secret: secretOf(pepper) });

export async function verifyPin(pinHash: string, pin: string, pepper: string): Promise<boolean> {
  try {
    return await verify(pinHash, pin, { secret: secretOf(pepper) });
  } catch {
    return false;
  }
}
