import { describe, expect, it } from 'vitest';
import { unitPriceFormatter } from './unit-price';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('unit price', () => {
  it('converts base-coin cents by the rate the order stored', () => {
    const format = unitPriceFormatter({ coin: 'MLC', exchange_rates: { USD: '1', MLC: '1.05' } }, 'en-US');
    expect(nbsp(format(1000))).toBe('MLC 10.50');
  });

  it('keeps the amount when the order has no rate for its coin', () => {
    const format = unitPriceFormatter({ coin: 'USD', exchange_rates: {} }, 'es-ES');
    expect(nbsp(format(1250))).toBe('12,50 $');
  });
});
