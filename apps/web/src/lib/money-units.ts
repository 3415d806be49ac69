import { decimalToMinor, minorToDecimal } from '@shop/contracts';

/** What a money input shows: cents as units with two decimals ("12.50"); nothing for no amount. */
export function centsToUnits(minor: number | null): string {
  return minor === null ? '' : minorToDecimal(minor);
}

/**
 * What a money input sends: units typed with at most two decimals as integer cents. Blank is `undefined` (the
 * schema then says "required"); anything else unreadable is NaN, which the schema refuses.
 */
export function unitsToCents(units: number | string): number | undefined {
  const text = String(units).trim();
  if (text === '') return undefined;
  try {
    return decimalToMinor(text);
  } catch {
    return Number.NaN;
  }
}

/** A number typed in a number input, or `blank` when left empty. */
export function numberOr<T>(value: number | string, blank: T): number | T {
  if (String(value).trim() === '') return blank;
  return Number(value);
}

/**
 * A whole number typed in a number input, handed on as the field holds it for the schema's `integerField` to read,
 * or `blank` when left empty. Not through `Number`: in Spanish a point typed is the decimal comma (decision 051), so
 * the field holds "20.000" when "20.000" was typed, which `Number` makes 20 and the schema refuses (decision 078).
 */
export function wholeOr<T>(value: number | string, blank: T): number | string | T {
  return String(value).trim() === '' ? blank : value;
}
