import { type Locale, SHOP_TIME_ZONE } from '@shop/contracts';
import { dateTimeFormat, numberFormat } from './intl';

/**
 * Dates per the user's language, on the shop's clock (Havana's) unless `options.timeZone` names another: the shop's
 * days, reports and filters are Havana's, and the server renders what the browser hydrates with the same words. The
 * shopper's own records and deadlines pass `useReaderTimeZone()` (decision 046).
 */
export function formatDate(
  value: string | Date,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = {},
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE, ...options }).format(date);
}

export function formatDateTime(
  value: string | Date,
  locale: Locale,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  return formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/**
 * Money is integer minor units plus a coin (ARCHITECTURE: never a float). MLC is not an ISO 4217 code, but Intl
 * accepts any three-letter code and prints it as is.
 */
export function formatMoney(minorUnits: number, coin: string, locale: Locale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: coin,
    currencyDisplay: 'narrowSymbol',
  }).format(minorUnits / 100);
}

/** A plain number in the user's language: `2,8` in es-ES, `2.8` in en-US (at most `digits` decimals). */
export function formatNumber(value: number, locale: Locale, digits = 2): string {
  return numberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A distance as it reads in the user's language: `2,8 km` in es-ES. */
export function formatKm(km: number, locale: Locale): string {
  return numberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(km);
}

/** How numbers are typed in a language: the decimal and the thousands separators (es-ES `,` and `.`). */
export function numberSeparators(locale: Locale): { decimal: string; thousands: string } {
  const parts = numberFormat(locale, {
    useGrouping: 'always',
  } as Intl.NumberFormatOptions).formatToParts(12345.6);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    thousands: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/**
 * An exact decimal the server sends as text (an exchange rate, "1.0825") in the user's language ("1,0825"),
 * without passing it through a float.
 */
export function formatDecimalText(text: string, locale: Locale): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '0', fraction] = match;
  const grouped = numberFormat(locale).format(BigInt(whole));
  return `${sign}${grouped}${fraction ? `${numberSeparators(locale).decimal}${fraction}` : ''}`;
}
