import { type AccountingExportQuery, type AccountingReply, formatMoney, type Locale } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderPayments } from '../orders';
import { salesOf } from './sales-report';

type Filters = Omit<AccountingExportQuery, 'format'>;

/**
 * The sales accounting report (SPEC §2 /admin/reports/salesaccounting; issue 19 §1): the period's sales per pay form
 * and coin — total, paid, pending, each at the order's rate — and the payments they received per way of paying and
 * coin (in the coin they were paid in), with those given back to a card and those owed back (decision 034).
 */
export async function accountingReport(
  db: DbOrTx,
  filters: Filters,
  locale: Locale,
): Promise<AccountingReply> {
  const sales = salesOf({ ...filters, point_id: undefined });
  const [forms, received] = await Promise.all([
    db.execute(sql`
      WITH o AS (${sales})
      SELECT o.pay_form, o.coin, max(o.symbol) AS symbol, count(*)::int AS orders,
        sum(round(o.total * o.rate))::bigint AS total,
        sum(round(least(o.paid_amount, o.total) * o.rate))::bigint AS paid
      FROM o GROUP BY o.pay_form, o.coin ORDER BY o.pay_form, o.coin`),
    db.execute(sql`
      WITH o AS (${sales})
      SELECT p.method, p.coin, max(o.exchange_rates->>(p.coin || ':symbol')) AS symbol, count(*)::int AS payments,
        sum(p.amount)::bigint AS amount,
        count(*) FILTER (WHERE p.refunded_at IS NOT NULL)::int AS refunded,
        count(*) FILTER (WHERE p.refund_due)::int AS refund_due
      FROM o JOIN ${orderPayments} p ON p.order_id = o.id
      GROUP BY p.method, p.coin ORDER BY p.method, p.coin`),
  ]);
  const money = (amount: number, symbol: string) => ({
    amount,
    formatted: formatMoney(amount, { symbol }, locale),
  });
  return {
    by_pay_form: rowsOf<{
      pay_form: string;
      coin: string;
      symbol: string | null;
      orders: number;
      total: string;
      paid: string;
    }>(forms).map((row) => {
      const symbol = row.symbol ?? row.coin;
      const total = Number(row.total);
      const paid = Number(row.paid);
      return {
        pay_form: row.pay_form,
        coin: row.coin,
        symbol,
        orders: row.orders,
        total: money(total, symbol),
        paid: money(paid, symbol),
        pending: money(total - paid, symbol),
      };
    }),
    payments: rowsOf<{
      method: string;
      coin: string;
      symbol: string | null;
      payments: number;
      amount: string;
      refunded: number;
      refund_due: number;
    }>(received).map((row) => ({
      method: row.method,
      coin: row.coin,
      symbol: row.symbol ?? row.coin,
      payments: row.payments,
      amount: money(Number(row.amount), row.symbol ?? row.coin),
      refunded: row.refunded,
      refund_due: row.refund_due,
    })),
  };
}
