import type { AccountingExportQuery, AccountingReply, Locale } from '@shop/contracts';
import { isMessageKey, type MessageKey, translate } from '../../lib/messages';
import { periodFact, type ReportCell, type ReportTable } from './report-files';
import { oneBatch } from './report-rows';

/** The sales accounting report as its files show it: the pay forms, then the payments received. */
export function accountingTable(
  query: AccountingExportQuery,
  report: AccountingReply,
  locale: Locale,
): ReportTable {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  const named = (key: string, fallback: string) => (isMessageKey(key) ? words(key) : fallback);
  const money = (value: { amount: number }, row: { coin: string; symbol: string }): ReportCell => ({
    money: value.amount,
    coin: row.coin,
    symbol: row.symbol,
  });
  const blank: ReportCell = { text: '' };
  return {
    title: words('report_accounting_title'),
    facts: [
      periodFact(query, locale),
      [words('report_coin'), query.coin ?? words('report_all_coins')],
      [words('report_channel'), words(`report_channel_${query.channel}`)],
    ],
    columns: [
      { header: words('report_col_group'), align: 'left', weight: 2.4 },
      { header: words('report_col_concept'), align: 'left', weight: 3.2 },
      { header: words('report_coin'), align: 'left', weight: 1.2 },
      { header: words('report_col_count'), align: 'right', weight: 1.4 },
      { header: words('report_col_total'), align: 'right', weight: 2 },
      { header: words('report_col_paid'), align: 'right', weight: 2 },
      { header: words('report_col_pending'), align: 'right', weight: 2 },
      { header: words('report_col_refunds'), align: 'right', weight: 2.2 },
    ],
    rows: oneBatch([
      ...report.by_pay_form.map((row): ReportCell[] => [
        { text: words('report_group_pay_form') },
        { text: named(`report_pay_form_${row.pay_form}`, row.pay_form) },
        { text: row.coin },
        { integer: row.orders },
        money(row.total, row),
        money(row.paid, row),
        money(row.pending, row),
        blank,
      ]),
      ...report.payments.map((row): ReportCell[] => [
        { text: words('report_group_payment') },
        { text: named(`report_method_${row.method}`, row.method) },
        { text: row.coin },
        { integer: row.payments },
        money(row.amount, row),
        blank,
        blank,
        { text: `${row.refunded} · ${row.refund_due}` },
      ]),
    ]),
    totals: () => [],
    empty: words('report_no_rows'),
  };
}
