import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('formatting per locale', () => {
  it('formats money from minor units in each language', () => {
    expect(formatMoney(123_450, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMoney(123_450, 'USD', 'es-ES')).toBe('1234,50\u00a0$');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
    expect(formatMoney(990, 'MLC', 'en-US')).toBe('MLC\u00a09.90');
  });

  it('formats dates in each language', () => {
    const day = new Date(Date.UTC(2025, 2, 4, 12));
    expect(formatDate(day, 'es-ES', { timeZone: 'UTC' })).toBe('4 mar 2025');
    expect(formatDate(day, 'en-US', { timeZone: 'UTC' })).toBe('Mar 4, 2025');
  });
});
