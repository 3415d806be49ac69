/**
 * Intl formatters, made once per language and options: building one costs far more than formatting with it (a
 * store page prints hundreds of prices, and the first weekday name of a language loads its calendar data).
 */
const kept = new Map<string, unknown>();

function keep<T>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = kept.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    kept.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  keep('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  keep('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}) =>
  keep('list', locale, options, () => new Intl.ListFormat(locale, options));
