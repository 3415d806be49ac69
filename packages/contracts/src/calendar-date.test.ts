import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateSchema,
  dayBounds,
  isCalendarDate,
  shopInstant,
  shopToday,
  shopWallClock,
} from './calendar-date';

describe('calendar dates', () => {
  it.each([['2025-02-28'], ['2024-02-29'], ['1900-01-01'], ['9999-12-31']])('accepts %s', (date) => {
    expect(isCalendarDate(date)).toBe(true);
  });

  it.each([['2025-02-29'], ['2025-13-01'], ['2025-1-01'], ['0000-01-01'], ['1899-12-31'], ['hoy'], ['']])(
    'refuses %s',
    (date) => {
      expect(isCalendarDate(date)).toBe(false);
      expect(calendarDateSchema.safeParse(date).success).toBe(false);
    },
  );

  it('counts days across months and years', () => {
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-01-15', -35)).toBe('2024-12-11');
  });

  it("gives the shop's date in Havana, not the server's", () => {
    // 03:00 UTC is still the evening before in Havana (UTC-5 in winter).
    expect(shopToday(new Date('2025-01-10T03:00:00Z'))).toBe('2025-01-09');
    expect(shopToday(new Date('2025-01-10T12:00:00Z'))).toBe('2025-01-10');
  });
});

describe('shop day bounds', () => {
  it('start at midnight in Havana, winter (UTC−5) and summer (UTC−4)', () => {
    expect(dayBounds('2026-01-15')).toEqual({
      start: new Date('2026-01-15T05:00:00.000Z'),
      end: new Date('2026-01-16T05:00:00.000Z'),
    });
    expect(dayBounds('2026-07-15').start).toEqual(new Date('2026-07-15T04:00:00.000Z'));
  });
});

describe("the shop's wall clock", () => {
  it('reads an instant as Havana writes it, winter and summer', () => {
    expect(shopWallClock(new Date('2026-01-15T14:00:00Z'))).toBe('2026-01-15T09:00');
    expect(shopWallClock(new Date('2026-07-15T03:30:00Z'))).toBe('2026-07-14T23:30');
  });

  it('gives the instant a Havana time names, back and forth', () => {
    expect(shopInstant('2026-01-15T09:00')).toEqual(new Date('2026-01-15T14:00:00Z'));
    expect(shopInstant('2026-07-15T09:00')).toEqual(new Date('2026-07-15T13:00:00Z'));
    for (const wall of ['2026-03-08T01:30', '2026-03-08T03:00', '2026-11-01T02:00', '2026-12-31T23:59']) {
      expect(shopWallClock(shopInstant(wall) as Date)).toBe(wall);
    }
  });

  it('puts a time the spring change skips an hour later, and a day still starts when its first hour does', () => {
    // 8 March 2026: Havana's clock jumps from 0:00 to 1:00 (UTC−5 to UTC−4).
    expect(shopInstant('2026-03-08T00:30')).toEqual(new Date('2026-03-08T05:30:00Z'));
    expect(dayBounds('2026-03-08').start).toEqual(new Date('2026-03-08T05:00:00Z'));
  });

  it('refuses what is not a wall-clock time', () => {
    for (const bad of [
      '',
      '2026-02-30T10:00',
      '2026-01-15T24:00',
      '2026-01-15 09:00',
      '2026-01-15T09:00Z',
      'mañana',
    ]) {
      expect(shopInstant(bad)).toBeNull();
    }
  });
});
