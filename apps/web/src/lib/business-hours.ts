import { type Locale, SHOP_TIME_ZONE, type StoreHoursPeriod } from '@shop/contracts';
import { dateTimeFormat, listFormat } from './intl';

export interface HoursGroup {
  firstDay: number;
  lastDay: number;
  ranges: Array<readonly [string, string]>;
}

/** "09:00" reads "9:00", as SPEC §9 writes the hours. */
const shortTime = (time: string) => time.replace(/^0(\d)/, '$1');

/**
 * The business hours as people say them: consecutive days with the same periods together ("Martes a viernes:
 * 9:00-13:00 y 14:00-17:30"). Weekdays 1-7 are Monday-Sunday; days without periods are closed and left out.
 */
export function groupHours(periods: readonly StoreHoursPeriod[]): HoursGroup[] {
  const byDay = new Map<number, Array<readonly [string, string]>>();
  for (const { weekday, opens, closes } of periods) {
    byDay.set(weekday, [...(byDay.get(weekday) ?? []), [shortTime(opens), shortTime(closes)] as const]);
  }
  const groups: HoursGroup[] = [];
  for (const day of [...byDay.keys()].sort((a, b) => a - b)) {
    const ranges = byDay.get(day) ?? [];
    const last = groups.at(-1);
    if (last && last.lastDay === day - 1 && JSON.stringify(last.ranges) === JSON.stringify(ranges))
      last.lastDay = day;
    else groups.push({ firstDay: day, lastDay: day, ranges });
  }
  return groups;
}

/** SPEC §9's copyright year: the year the shop's © starts from (decision 049). */
export const COPYRIGHT_SINCE = 2025;

/**
 * The footer's © years: from SPEC's 2025 to the shop's current year ("2025–2026"), in La Habana's time so the
 * server's render and the browser agree; "2025" alone while it is 2025.
 */
export function copyrightYears(now: Date = new Date()): string {
  // Made on first use, not when the module loads: a page's first Intl formatter is the costly one (ICU's set-up),
  // and this module is copied into several chunks, each of which would build its own at load.
  const current = Number(dateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(now));
  return current > COPYRIGHT_SINCE ? `${COPYRIGHT_SINCE}–${current}` : String(COPYRIGHT_SINCE);
}

// 1 January 2024 was a Monday, so day n of the week falls on n January 2024.
export function weekdayName(day: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** Spanish weekday names are lower case; a label starts with a capital ("Martes a viernes"). */
export function capitalize(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * "17:30" (or "09:00") as the page's language reads a clock, as the back office's time fields do (decision 052):
 * "17:30" and "9:00" in Spanish, "5:30 PM" and "9:00 AM" in English. Written out rather than by `Intl`, whose space
 * before "PM" differs between engines and would tell the server's render from the browser's. A no-break space keeps
 * "5:30 PM" on one line.
 */
export function clockTime(time: string, locale: Locale): string {
  if (locale !== 'en-US') return shortTime(time);
  const [hours = '0', minutes = '00'] = time.split(':');
  const hour = Number(hours);
  return `${hour % 12 || 12}:${minutes}\u00a0${hour < 12 ? 'AM' : 'PM'}`;
}

/**
 * "9:00-13:00 y 14:00-17:30" / "9:00 AM-1:00 PM and 2:00 PM-5:30 PM", as SPEC §9 writes them. Word joiners hold each
 * range on one line: a phone's footer broke "14:00-" from "17:30".
 */
export function formatRanges(ranges: readonly (readonly [string, string])[], locale: Locale): string {
  return listFormat(locale, { type: 'conjunction' }).format(
    ranges.map(([from, to]) => `${clockTime(from, locale)}\u2060-\u2060${clockTime(to, locale)}`),
  );
}
