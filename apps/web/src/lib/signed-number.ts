import type { Locale } from '@shop/contracts';
import { formatNumber } from './format';

/**
 * A change of units as the back office writes it: `+10`, `−10` (a minus sign, not a hyphen), `0`. Its own module, not
 * lib/format.ts: only back-office screens use it, and that module is in the storefront's first load.
 */
export function formatSigned(value: number, locale: Locale): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatNumber(Math.abs(value), locale, 0)}`;
}
