import { minorToDecimal } from './money-arithmetic';

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A message's parameter as the reader's language writes it: a number with its separators ("1,500" in English,
 * "15.000" in Spanish, which leaves four digits alone), text as it is. The server's messages and the validation
 * messages both fill their `{name}` this way.
 */
export function messageParam(value: string | number | undefined, locale: string): string {
  if (typeof value !== 'number') return value ?? '';
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as the reader writes it, without a coin: 1250 → "12,50" (es-ES), "12.50" (en-US). */
export function amountParam(minor: number, locale: string): string {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    amountFormats.set(locale, format);
  }
  // The exact decimal string is formatted, never minor / 100 as a float.
  return format.format(minorToDecimal(minor) as unknown as number);
}
