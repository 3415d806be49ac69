import type { Locale, OrdersExportQuery, OrdersReportReply } from '@shop/contracts';
import { type MessageKey, translate } from '../../lib/messages';
import { periodFact, type ReportCell, type ReportTable } from './report-files';
import { oneBatch } from './report-rows';

/** The orders report as its files show it: one row per status, delivery method and payment state, then the times. */
export function ordersTable(
  query: OrdersExportQuery,
  report: OrdersReportReply,
  locale: Locale,
): ReportTable {
  const words = (key: MessageKey, params?: Record<string, string | number>) => translate(key, locale, params);
  const duration = (minutes: number | null) =>
    minutes === null
      ? '—'
      : words('report_duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const row = (group: MessageKey, value: string, orders: number): ReportCell[] => [
    { text: words(group) },
    { text: value },
    { integer: orders },
  ];
  return {
    title: words('report_orders_title'),
    facts: [
      periodFact(query, locale),
      [words('report_coin'), query.coin ?? words('report_all_coins')],
      [words('report_channel'), words(`report_channel_${query.channel}`)],
    ],
    columns: [
      { header: words('report_col_group'), align: 'left', weight: 2 },
      { header: words('report_col_item'), align: 'left', weight: 4 },
      { header: words('report_col_orders'), align: 'right', weight: 1.5 },
    ],
    rows: oneBatch([
      ...report.by_status.map((s) => row('report_by_status', s.name, s.orders)),
      ...report.by_delivery.map((d) =>
        row('report_by_delivery', words(`report_delivery_${d.method}`), d.orders),
      ),
      ...report.by_payment.map((p) =>
        row('report_by_payment', words(`report_payment_${p.status}`), p.orders),
      ),
      row(
        'report_to_paid',
        `${duration(report.to_paid.mean_minutes)} · ${duration(report.to_paid.median_minutes)}`,
        report.to_paid.orders,
      ),
      row(
        'report_to_delivered',
        `${duration(report.to_delivered.mean_minutes)} · ${duration(report.to_delivered.median_minutes)}`,
        report.to_delivered.orders,
      ),
    ]),
    totals: () => [[{ text: words('report_orders_total') }, { text: '' }, { integer: report.orders }]],
    empty: words('report_no_rows'),
  };
}
