import { formatMoney } from '@shop/contracts';
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

export { centsToUnits, unitsToCents } from '../../../lib/money-units';
