import type { Locale } from '@shop/contracts';
import { formatDate } from './format';
import { dateTimeFormat } from './intl';

/**
 * A calendar day from the API ("2025-03-01"), shown as that same day: read as a UTC midnight and printed in UTC,
 * so a browser west of Greenwich does not show the day before.
 */
export function formatCalendarDate(date: string, locale: Locale): string {
  return formatDate(`${date}T00:00:00Z`, locale, { timeZone: 'UTC' });
}

/** A calendar day as a chart's axis and its table read it, day and month in the language's order: 24/11, 11/24. */
export function formatShortDay(date: string, locale: Locale): string {
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
