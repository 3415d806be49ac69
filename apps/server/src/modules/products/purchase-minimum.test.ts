import { describe, expect, it } from 'vitest';
import { purchaseMinimum } from './purchase-minimum';

const rice = { retail: true, wholesaler: true, minQuantity: 10 };
const crate = { retail: false, wholesaler: true, minQuantity: 24 };

describe('the fewest units a buyer may take', () => {
  it('is one for a product sold at retail, to anyone', () => {
    expect(purchaseMinimum(rice, false)).toBe(1);
    expect(purchaseMinimum(rice, true)).toBe(1);
  });

  it('is the wholesale minimum for a product sold only wholesale, to wholesalers only', () => {
    expect(purchaseMinimum(crate, true)).toBe(24);
    expect(purchaseMinimum(crate, false)).toBeNull();
    expect(purchaseMinimum({ ...crate, minQuantity: 0 }, true)).toBe(1);
    expect(purchaseMinimum({ ...crate, wholesaler: false }, true)).toBeNull();
  });
});
