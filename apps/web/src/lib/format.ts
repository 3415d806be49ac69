import type { Locale } from '@shop/contracts';

/** Dates per the user's language. */
export function formatDate(
  value: string | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', ...options }).format(date);
}

export function formatDateTime(value: string | Date, locale: Locale): string {
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Money is integer minor units plus a coin (ARCHITECTURE: never a float). MLC is not an ISO 4217 code, but Intl
 * accepts any three-letter code and prints it as is.
 */
export function formatMoney(minorUnits: number, coin: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: coin,
    currencyDisplay: 'narrowSymbol',
  }).format(minorUnits / 100);
}
