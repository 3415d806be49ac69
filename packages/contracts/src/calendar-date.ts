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
  .refine(isCalendarDate, { error: 'date_invalid' });

/**
 * A list's `date_from`–`date_to` range read the right way round, refused on `date_to` otherwise (an upside-down range
 * would list nothing and say nothing): `schema.refine(...datesInOrder)`.
 */
const inOrder = (q: { date_from?: string | undefined; date_to?: string | undefined }) =>
  !q.date_from || !q.date_to || q.date_from <= q.date_to;
export const datesInOrder: [typeof inOrder, { path: string[]; error: string }] = [
  inOrder,
  { path: ['date_to'], error: 'report_range_order' },
];

/** The instant a shop calendar day starts (midnight in Havana), and the next day's start: a day is [start, end). */
export function dayBounds(date: string): { start: Date; end: Date } {
  return { start: shopMidnight(date), end: shopMidnight(addDays(date, 1)) };
}

function shopMidnight(date: string): Date {
  return shopInstant(`${date}T00:00`) ?? new Date(Number.NaN);
}

// Made on first use: a formatter costs the browser milliseconds to build, and most pages never read a wall clock.
let wallClockFormat: Intl.DateTimeFormat | undefined;

/** The wall clock in Havana at an instant, read as if it were UTC (milliseconds): the offset is this minus the instant. */
function shopWallAsUtc(instant: number): number {
  wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = wallClockFormat.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/** The shop's wall clock at an instant, as a `datetime-local` input writes it: "2026-11-25T09:00". */
export function shopWallClock(instant: Date): string {
  return new Date(shopWallAsUtc(instant.getTime())).toISOString().slice(0, 16);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant a wall-clock time in Havana names ("2026-11-25T09:00"), or null for anything else. The offset is read
 * twice, so a time just after Havana's clock changes gets the offset in force then; a time the clock skips (in spring
 * it jumps from 0:00 to 1:00) is the instant an hour later, as the clock then reads.
 */
export function shopInstant(wall: string): Date | null {
  const match = WALL_CLOCK.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute)
    return null;
  const firstGuess = asUtc - (shopWallAsUtc(asUtc) - asUtc);
  const second = asUtc - (shopWallAsUtc(firstGuess) - firstGuess);
  return new Date(shopWallAsUtc(second) === asUtc ? second : firstGuess);
}
