import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from './request-env';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the cookie it wrote.
  document.cookie = 'coin=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('a cookie read by the page', () => {
  it('is decoded, and is none when it is not valid percent-encoding (anyone can send one)', () => {
    expect(readCookie('coin')).toBeUndefined();
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie under test.
    document.cookie = 'coin=M%C3%A1s; path=/';
    expect(readCookie('coin')).toBe('Más');
    // biome-ignore lint/suspicious/noDocumentCookie: a hand-made cookie, as a stranger may send.
    document.cookie = 'coin=%E0; path=/';
    expect(readCookie('coin')).toBeUndefined();
  });
});
