import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomKey } from './random-key';

describe('randomKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes a new key each time, one the server takes as an Idempotency-Key', () => {
    const keys = new Set(Array.from({ length: 100 }, randomKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('works on a page served over plain HTTP, where the browser has no crypto.randomUUID', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(randomKey()).toMatch(/^[0-9a-f]{32}$/);
  });
});
