/**
 * A random key, 32 hex digits (128 bits): an order's Idempotency-Key, a form row's identity. Not
 * `crypto.randomUUID()`, which browsers give only to secure pages (HTTPS or localhost): the demo opened over plain
 * HTTP at a network address (a phone on the same Wi-Fi) could not place an order. `getRandomValues` is on every page.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
