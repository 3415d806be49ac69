import { decimalToMinor, formatMoney, minorToDecimal } from '@shop/contracts';
import { formatMoney as formatCodeMoney } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useBaseCoin } from '../api/get-options';

/** Formats cents of the base coin in the user's language, with the base coin's own symbol. */
export function useMoneyFormat(): (minor: number) => string {
  const locale = useLocale();
  const coin = useBaseCoin().data;
  // Prices are kept in USD (docs/architecture.md, decision 004), so until the coin's symbol arrives its code formats them.
  return (minor) => (coin ? formatMoney(minor, coin, locale) : formatCodeMoney(minor, 'USD', locale));
}

/** What a money input shows: cents as units with two decimals ("12.50"). */
export function centsToUnits(minor: number | null): string {
  return minor === null ? '' : minorToDecimal(minor);
}

/**
 * What a money input sends: units typed with at most two decimals as integer cents. Blank is `undefined`
 * (the schema then says "required" or applies its default); anything else unreadable is NaN, which it refuses.
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
