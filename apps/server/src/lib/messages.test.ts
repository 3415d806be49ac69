import { describe, expect, it } from 'vitest';
import { translate } from './messages';

describe('a message', () => {
  it('writes a day of the calendar and a number as the reader’s language does', () => {
    expect(translate('no_rate_in_force', 'es-ES', { coin: 'MLC', date: '2026-11-30' })).toBe(
      'No hay tasa de cambio de MLC vigente el 30 de noviembre de 2026',
    );
    expect(translate('no_rate_in_force', 'en-US', { coin: 'MLC', date: '2026-11-30' })).toBe(
      'There is no MLC exchange rate in force on November 30, 2026',
    );
    expect(translate('quantity_exceeds', 'es-ES', { available: 15_000 })).toContain('15.000');
  });
});
