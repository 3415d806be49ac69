import type { AccountingReply } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as AccountingReportPage } from './accounting-report-page';

const money = (amount: number, formatted: string) => ({ amount, formatted });
const REPORT: AccountingReply = {
  by_pay_form: [
    {
      pay_form: 'transfer',
      coin: 'USD',
      symbol: '$',
      orders: 3,
      total: money(33_500, '335,00 $'),
      paid: money(9_500, '95,00 $'),
      pending: money(24_000, '240,00 $'),
    },
  ],
  payments: [
    {
      method: 'stripe',
      coin: 'USD',
      symbol: '$',
      payments: 2,
      amount: money(10_000, '100,00 $'),
      refunded: 0,
      refund_due: 1,
    },
  ],
};

describe('/admin/reports/salesaccounting', { timeout: 30_000 }, () => {
  it('shows each pay form’s paid and pending amounts and the payments received with what is owed back', async () => {
    stubApi({
      'GET /api/admin/reports/sales-accounting': { body: REPORT },
      'GET /api/coins': { body: { coins: [] } },
    });
    renderRoutes([{ path: '/admin/reports/salesaccounting', Component: AccountingReportPage }], {
      path: '/admin/reports/salesaccounting?from=2026-11-01&to=2026-11-26',
      user: testUser({ all_permissions: ['read_reports', 'read_for_sales_accounting_reports'] }),
    });
    const forms = within(await screen.findByRole('table', { name: 'Forma de pago' }));
    expect(forms.getByText('Transferencia')).toBeTruthy();
    expect(forms.getByText('240,00 $')).toBeTruthy();
    const payments = within(screen.getByRole('table', { name: 'Pagos recibidos' }));
    expect(payments.getByText('Stripe')).toBeTruthy();
    expect(payments.getByText('1 por devolver')).toBeTruthy();
  });
});
