import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('return path', () => {
  it('keeps a path of this site', () => {
    expect(safeReturnPath('/checkout')).toBe('/checkout');
    expect(safeReturnPath('/cart?coin=USD')).toBe('/cart?coin=USD');
  });

  it('refuses what could lead to another site', () => {
    for (const value of [
      null,
      '',
      'checkout',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
});
