import { describe, expect, it } from 'vitest';
import { discountAmount } from './discounts';
import { convert } from './money';
import { priceProduct } from './pricing';

describe('discountAmount (decision 028)', () => {
  it.each([
    // kind, value, subtotal → amount off
    ['percentage', 10, 2200, 220],
    ['percentage', 10, 999, 100], // 99.9 rounds half away from zero
    ['percentage', 15, 1, 0],
    ['percentage', 100, 5000, 5000],
    ['amount', 500, 10_000, 500],
    ['amount', 500, 300, 300], // never more than the lines add up to
  ] as const)('%s %i off %i is %i', (kind, value, subtotal, off) => {
    expect(discountAmount({ kind, value }, subtotal)).toBe(off);
  });

  it('comes off the lines after an offer priced them, and shows in a second coin with one rounding', () => {
    const line = priceProduct({
      regular_price: 900,
      tax: 0,
      offer: { kind: 'percentage', value: 30, retail: true, wholesale: false },
    });
    const subtotal = line.final_price * 2; // two units at 6,30
    const off = discountAmount({ kind: 'percentage', value: 10 }, subtotal);
    expect([subtotal, off, subtotal - off]).toEqual([1260, 126, 1134]);
    expect(convert(subtotal - off, '1.08')).toBe(1225); // 1224.72 MLC cents
  });

  it('applies to what a wholesaler pays, which already holds the wholesale offer', () => {
    const pricing = priceProduct({
      regular_price: 3000,
      wholesale_price: 2500,
      min_quantity: 2,
      tax: 0,
      offer: { kind: 'percentage', value: 10, retail: false, wholesale: true },
    });
    const subtotal = pricing.wholesale_price * 2;
    expect(subtotal).toBe(4500);
    expect(discountAmount({ kind: 'amount', value: 500 }, subtotal)).toBe(500);
  });
});
