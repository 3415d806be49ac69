import type { MovementsReportReply } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as MovementsReportPage } from './movements-report-page';

const REPORT: MovementsReportReply = {
  data: [
    {
      slug: 'arroz',
      name: 'Arroz 5 kg',
      sku: 'ARR-5',
      reason: 'order',
      units_in: 0,
      units_out: 11,
      units_held: 0,
      movements: 4,
    },
    {
      slug: 'arroz',
      name: 'Arroz 5 kg',
      sku: 'ARR-5',
      reason: 'transfer_received',
      units_in: 20,
      units_out: 0,
      units_held: 0,
      movements: 1,
    },
    {
      slug: 'arroz',
      name: 'Arroz 5 kg',
      sku: 'ARR-5',
      reason: 'reservation_held',
      units_in: 0,
      units_out: 0,
      units_held: 30,
      movements: 2,
    },
  ],
  meta: { current_page: 1, per_page: 20, total: 3, last_page: 1 },
  totals: [
    { reason: 'order', units_in: 0, units_out: 11, units_held: 0, movements: 4 },
    { reason: 'reservation_held', units_in: 0, units_out: 0, units_held: 30, movements: 2 },
    { reason: 'transfer_received', units_in: 20, units_out: 0, units_held: 0, movements: 1 },
  ],
};

describe('/admin/reports/movements', { timeout: 30_000 }, () => {
  it('lists what the ledger recorded per product and reason, with the units reservations held, totals each reason and filters by reason', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/reports/movements': { body: REPORT },
      'GET /api/admin/point-of-sales': { body: listReply([{ id: 3, name: 'Tienda Vedado' }]) },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/reports/movements', Component: MovementsReportPage }], {
      path: '/admin/reports/movements?from=2026-11-01&to=2026-11-26',
      user: testUser({ all_permissions: ['read_reports', 'read_for_movement_reports'] }),
    });
    await screen.findAllByRole('link', { name: 'Arroz 5 kg' });
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Llegada por traslado')).toBeTruthy();
    const totals = within(screen.getByRole('region', { name: 'Totales por motivo' }));
    expect(totals.getByText('+0 / −11')).toBeTruthy();
    expect(totals.getByText('+20 / −0')).toBeTruthy();
    // A reservation moves no stock: it says the units it set aside.
    expect(table.getByText('+30')).toBeTruthy();
    expect(totals.getByText('+30 apartadas')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: 'Motivo' }));
    await user.click(await screen.findByRole('option', { name: 'Pedido' }));
    const last = callsTo(fetchMock, 'GET /api/admin/reports/movements').at(-1);
    expect(last?.url.searchParams.get('reason')).toBe('order');
    expect(last?.url.searchParams.get('from')).toBe('2026-11-01');
  });
});
