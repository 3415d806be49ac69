import { type AdminOrder, convert, isRate, type Locale } from '@shop/contracts';
import { formatMoney } from '../../../lib/format';

/**
 * A line's unit price in the order's coin. The API formats line totals but sends unit prices in base-coin
 * cents, so they are converted by the rate the order stored, the same conversion the server applies to totals.
 */
export function unitPriceFormatter(order: Pick<AdminOrder, 'coin' | 'exchange_rates'>, locale: Locale) {
  const stored = order.exchange_rates[order.coin];
  const rate = stored && isRate(stored) ? stored : '1';
  return (minor: number) => formatMoney(convert(minor, rate), order.coin, locale);
}
