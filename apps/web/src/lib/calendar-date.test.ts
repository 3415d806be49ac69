import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatShortDay } from './calendar-date';

describe('a calendar day', () => {
  it('is that same day wherever the browser is', () => {
    expect(formatCalendarDate('2026-11-01', 'es-ES')).toBe('1 nov 2026');
  });

  it('reads day and month in the order of the language, on a chart’s axis', () => {
    expect(formatShortDay('2026-11-01', 'es-ES')).toBe('1/11');
    expect(formatShortDay('2026-11-01', 'en-US')).toBe('11/01');
  });
});
