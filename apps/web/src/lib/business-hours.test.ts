import { DEFAULT_STORE_HOURS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { clockTime, copyrightYears, formatRanges, groupHours } from './business-hours';

describe('groupHours', () => {
  it('puts consecutive days with the same periods together, as SPEC §9 says them', () => {
    expect(groupHours(DEFAULT_STORE_HOURS)).toEqual([
      {
        firstDay: 2,
        lastDay: 5,
        ranges: [
          ['9:00', '13:00'],
          ['14:00', '17:30'],
        ],
      },
      { firstDay: 6, lastDay: 6, ranges: [['9:00', '14:00']] },
    ]);
  });

  it('keeps apart days that are not consecutive or differ', () => {
    const groups = groupHours([
      { weekday: 1, opens: '08:00', closes: '12:00' },
      { weekday: 3, opens: '08:00', closes: '12:00' },
      { weekday: 4, opens: '08:00', closes: '13:00' },
    ]);
    expect(groups.map((g) => [g.firstDay, g.lastDay])).toEqual([
      [1, 1],
      [3, 3],
      [4, 4],
    ]);
  });
});

describe('the hours as the page reads a clock (decision 052)', () => {
  it('are on 24 hours in Spanish and on 12 with AM and PM in English', () => {
    expect(['09:00', '13:00', '00:30', '12:00', '23:59'].map((time) => clockTime(time, 'es-ES'))).toEqual([
      '9:00',
      '13:00',
      '0:30',
      '12:00',
      '23:59',
    ]);
    expect(['09:00', '13:00', '00:30', '12:00', '23:59'].map((time) => clockTime(time, 'en-US'))).toEqual([
      '9:00\u00a0AM',
      '1:00\u00a0PM',
      '12:30\u00a0AM',
      '12:00\u00a0PM',
      '11:59\u00a0PM',
    ]);
    const [tuesdayToFriday] = groupHours(DEFAULT_STORE_HOURS);
    // Each range held on one line by word joiners around its hyphen.
    const joined = (text: string) => text.replaceAll('-', '\u2060-\u2060');
    expect(formatRanges(tuesdayToFriday?.ranges ?? [], 'es-ES')).toBe(joined('9:00-13:00 y 14:00-17:30'));
    expect(formatRanges(tuesdayToFriday?.ranges ?? [], 'en-US')).toBe(
      joined('9:00\u00a0AM-1:00\u00a0PM and 2:00\u00a0PM-5:30\u00a0PM'),
    );
  });
});

describe('copyrightYears', () => {
  it('runs from SPEC’s 2025 to the shop’s current year, in La Habana’s time', () => {
    expect(copyrightYears(new Date('2025-06-01T12:00:00Z'))).toBe('2025');
    expect(copyrightYears(new Date('2026-11-26T12:00:00Z'))).toBe('2025–2026');
    // 03:00 UTC on New Year's Day is still New Year's Eve in La Habana.
    expect(copyrightYears(new Date('2027-01-01T03:00:00Z'))).toBe('2025–2026');
    expect(copyrightYears(new Date('2027-01-01T06:00:00Z'))).toBe('2025–2027');
  });
});
