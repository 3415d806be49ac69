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
