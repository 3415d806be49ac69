import type { Locale } from '@shop/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day of the shop's calendar ("2026-12-03") as the reader's language writes it in full: "3 de diciembre de 2026",
 * "December 3, 2026". Read at midnight UTC and written in UTC, so no time zone moves it to the day before.
 */
export function longDate(day: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
