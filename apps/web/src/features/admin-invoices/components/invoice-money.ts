import { formatMoney, type Invoice, type Locale } from '@shop/contracts';

/** Amounts of an invoice in its own coin, with the symbol it kept. */
export const invoiceMoney = (invoice: Pick<Invoice, 'symbol'>, locale: Locale) => (minor: number) =>
  formatMoney(minor, { symbol: invoice.symbol }, locale);
