import { DEFAULT_STORE_HOURS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { copyrightYears, groupHours } from './business-hours';

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

describe('copyrightYears', () => {
  it('runs from SPEC’s 2025 to the shop’s current year, in La Habana’s time', () => {
    expect(copyrightYears(new Date('2025-06-01T12:00:00Z'))).toBe('2025');
    expect(copyrightYears(new Date('2026-11-26T12:00:00Z'))).toBe('2025–2026');
    // 03:00 UTC on New Year's Day is still New Year's Eve in La Habana.
    expect(copyrightYears(new Date('2027-01-01T03:00:00Z'))).toBe('2025–2026');
    expect(copyrightYears(new Date('2027-01-01T06:00:00Z'))).toBe('2025–2027');
  });
});
