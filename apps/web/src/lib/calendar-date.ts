import type { Locale } from '@shop/contracts';
import { formatDate } from './format';

/**
 * A calendar day from the API ("2025-03-01"), shown as that same day: read as a UTC midnight and printed in UTC,
 * so a browser west of Greenwich does not show the day before.
 */
export function formatCalendarDate(date: string, locale: Locale): string {
  return formatDate(`${date}T00:00:00Z`, locale, { timeZone: 'UTC' });
}
