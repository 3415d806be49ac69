import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDecimalText,
  formatKm,
  formatMoney,
  formatNumber,
  numberSeparators,
} from './format';

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

  it("reads times on the shop's clock unless told the reader's", () => {
    // 05:00 UTC is midnight in Havana in November, and 6:00 in Madrid.
    const midnight = '2026-11-24T05:00:00.000Z';
    expect(formatDateTime(midnight, 'es-ES')).toBe('24 nov 2026, 0:00');
    expect(formatDate('2026-11-24T04:00:00.000Z', 'es-ES')).toBe('23 nov 2026');
    expect(formatDateTime(midnight, 'es-ES', 'Europe/Madrid')).toBe('24 nov 2026, 6:00');
  });

  it('formats plain numbers and distances in each language (issue 12)', () => {
    expect(formatNumber(1.08, 'es-ES')).toBe('1,08');
    expect(formatNumber(1.08, 'en-US')).toBe('1.08');
    expect(formatKm(2.8, 'es-ES')).toBe('2,8 km');
    expect(formatKm(2.8, 'en-US')).toBe('2.8 km');
  });

  it('knows how each language types numbers', () => {
    expect(numberSeparators('es-ES')).toEqual({ decimal: ',', thousands: '.' });
    expect(numberSeparators('en-US')).toEqual({ decimal: '.', thousands: ',' });
  });

  it('shows exact decimals from the server in each language, without a float', () => {
    expect(formatDecimalText('1.0825', 'es-ES')).toBe('1,0825');
    expect(formatDecimalText('1234.5', 'en-US')).toBe('1,234.5');
    expect(formatDecimalText('120', 'es-ES')).toBe('120');
  });
});
