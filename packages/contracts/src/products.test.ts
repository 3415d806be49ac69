import { describe, expect, it } from 'vitest';
import { comboAvailability, lowAvailabilityThreshold, productBodySchema } from './products';

describe('comboAvailability', () => {
  it.each([
    [
      [
        { available: 7, quantity: 2 },
        { available: 30, quantity: 6 },
      ],
      3,
    ],
    [
      [
        { available: 5, quantity: 1 },
        { available: null, quantity: 1 },
      ],
      5,
    ],
    [[{ available: 1, quantity: 2 }], 0],
    [[{ available: -4, quantity: 1 }], 0],
    [[{ available: null, quantity: 3 }], 0],
    [[], 0],
  ])('%j → %i', (parts, expected) => {
    expect(comboAvailability(parts)).toBe(expected);
  });
});

describe('lowAvailabilityThreshold', () => {
  it('defaults to one quarter of the initial stock (SPEC §9)', () => {
    expect(lowAvailabilityThreshold(null, 40)).toBe(10);
    expect(lowAvailabilityThreshold(null, 3)).toBe(0);
    expect(lowAvailabilityThreshold(5, 40)).toBe(5);
  });
});

describe('productBodySchema', () => {
  it('takes form strings, upper-cases the sku and refuses a sale above the regular price', () => {
    const ok = productBodySchema.parse({
      name: 'Taza',
      category_id: '3',
      regular_price: '150',
      sku: 'taza-1',
    });
    expect(ok).toMatchObject({
      category_id: 3,
      regular_price: 150,
      sku: 'TAZA-1',
      kind: 'simple',
      sale_price: null,
    });
    const bad = productBodySchema.safeParse({
      name: 'Taza',
      category_id: 3,
      regular_price: 100,
      sale_price: 101,
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['sale_price']);
  });
});
