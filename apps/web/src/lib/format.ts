import type { Locale } from '@shop/contracts';

/** Dates per the user's language. */
export function formatDate(value: string | Date, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...options }).format(date);
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}
