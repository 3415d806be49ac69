import { z } from 'zod';

import { SHOP_TIME_ZONE } from './calendar-constants';

export * from './calendar-constants';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written YYYY-MM-DD, within years PostgreSQL's `date` and people both understand. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const todayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's date at this instant, YYYY-MM-DD. */
export function shopToday(now: Date = new Date()): string {
  const parts = Object.fromEntries(todayFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** "2025-03-01" + -1 → "2025-02-28". */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export const calendarDateSchema = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .refine(isCalendarDate, { error: 'invalid' });

/** The instant a shop calendar day starts (midnight in Havana), and the next day's start: a day is [start, end). */
export function dayBounds(date: string): { start: Date; end: Date } {
  return { start: shopMidnight(date), end: shopMidnight(addDays(date, 1)) };
}

function shopMidnight(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d);
  // Havana's offset at that moment: the wall clock there, read as if it were UTC, minus the instant itself.
  const wall = new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(asUtc));
  const part = (type: string) => Number(wall.find((p) => p.type === type)?.value ?? 0);
  const wallAsUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(asUtc - (wallAsUtc - asUtc));
}
