import type { Locale } from '@shop/contracts';
import { dateTimeFormat, listFormat } from './intl';

/** SPEC §9: Tuesday to Friday 9:00-13:00 and 14:00-17:30, Saturday 9:00-14:00. Weekdays 1-7 are Monday-Sunday. */
export const BUSINESS_HOURS = [
  {
    firstDay: 2,
    lastDay: 5,
    ranges: [
      ['9:00', '13:00'],
      ['14:00', '17:30'],
    ],
  },
  { firstDay: 6, lastDay: 6, ranges: [['9:00', '14:00']] },
] as const;

export const COPYRIGHT_YEAR = 2025;

// 1 January 2024 was a Monday, so day n of the week falls on n January 2024.
export function weekdayName(day: number, locale: Locale, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
}

/** Spanish weekday names are lower case; a label starts with a capital ("Martes a viernes"). */
export function capitalize(text: string, locale: Locale): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** "9:00-13:00 y 14:00-17:30" / "9:00-13:00 and 14:00-17:30". */
export function formatRanges(ranges: readonly (readonly [string, string])[], locale: Locale): string {
  return listFormat(locale, { type: 'conjunction' }).format(ranges.map(([from, to]) => `${from}-${to}`));
}
