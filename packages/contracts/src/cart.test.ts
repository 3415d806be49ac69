import { describe, expect, it } from 'vitest';
import { decodeSharedCart, encodeSharedCart } from './cart';

declare function btoa(data: string): string;

describe('shared cart links', () => {
  it('carry the lines there and back', () => {
    const lines = [
      { product_id: 12, variation_id: null, quantity: 2 },
      { product_id: 7, variation_id: 31, quantity: 1 },
    ];
    const encoded = encodeSharedCart(lines);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharedCart(encoded)).toEqual(lines);
  });

  it('refuse what was not made by encodeSharedCart', () => {
    for (const bad of ['', '%%%', btoa('1.2'), btoa('1.0.0'), btoa('a.b.c'), btoa('1.0.99999999')])
      expect(decodeSharedCart(bad)).toBeNull();
  });
});
