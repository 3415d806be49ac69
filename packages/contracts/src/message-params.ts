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
