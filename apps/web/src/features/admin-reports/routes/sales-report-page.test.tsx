import type { ReportExport, SalesReportReply } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as SalesReportPage } from './sales-report-page';
import { Component as UnifiedSalesPage } from './unified-sales-page';

const figures = { symbol: '$', discounts: 0, shipping: 0, tax: 0 };
const REPORT: SalesReportReply = {
  rows: [
    {
      key: '2026-11-10',
      label: '2026-11-10',
      coin: 'MLC',
      orders: 1,
      units: 1,
      gross: 3_500,
      net: 3_500,
      net_formatted: '35,00 $',
      ...figures,
    },
    {
      key: '2026-11-10',
      label: '2026-11-10',
      coin: 'USD',
      orders: 2,
      units: 13,
      gross: 30_000,
      net: 29_500,
      net_formatted: '295,00 $',
      ...figures,
      discounts: 1_000,
      shipping: 500,
    },
  ],
  totals: [
    { coin: 'MLC', orders: 1, units: 1, gross: 3_500, net: 3_500, net_formatted: '35,00 $', ...figures },
    {
      coin: 'USD',
      orders: 2,
      units: 13,
      gross: 30_000,
      net: 29_500,
      net_formatted: '295,00 $',
      ...figures,
      discounts: 1_000,
      shipping: 500,
    },
  ],
};

const JOB: ReportExport = {
  id: '0b6f1c0d-0000-4000-8000-000000000001',
  format: 'xlsx',
  status: 'done',
  rows_done: 2,
  rows_total: 2,
  file_name: 'ventas-2026-11-10-2026-11-11.xlsx',
  bytes: 7_012,
  error: null,
};

const reader = testUser({ all_permissions: ['read_reports', 'read_for_sale_reports'] });

describe('/admin/reports/sale', { timeout: 30_000 }, () => {
  it('shows each coin’s total apart, the rows and the totals in the table, and exports with the same filters', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/reports/sale': { body: REPORT },
      'GET /api/coins': { body: { coins: [] } },
      'POST /api/admin/reports/sale/export': {
        status: 202,
        body: { ...JOB, status: 'queued', rows_total: null },
      },
      [`GET /api/admin/reports/exports/${JOB.id}`]: { body: JOB },
      'GET /api/admin/point-of-sales': { body: listReply([{ id: 3, name: 'Tienda Vedado' }]) },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/reports/sale', Component: SalesReportPage }], {
      path: '/admin/reports/sale?from=2026-11-10&to=2026-11-11&channel=retail',
      user: reader,
    });
    expect(await screen.findByText('Neto en USD')).toBeTruthy();
    expect(screen.getByText('Neto en MLC')).toBeTruthy();
    // Each count in its own number: one order of one unit, two orders of 13.
    expect(screen.getByText('1 pedido · 1 unidad')).toBeTruthy();
    expect(screen.getByText('2 pedidos · 13 unidades')).toBeTruthy();
    const table = within(screen.getByRole('table'));
    expect(table.getAllByText('10 nov 2026')).toHaveLength(2);
    expect(table.getByText('Total USD')).toBeTruthy();
    // The USD row and its total: gross 300,00 $ each.
    expect(table.getAllByText('300,00 $')).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET /api/admin/reports/sale')[0]?.url.search).toBe(
      '?from=2026-11-10&to=2026-11-11&channel=retail&group=day',
    );
    // The file is asked for with the same filters, made by a job, and offered when made.
    await user.click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    const link = await screen.findByRole('link', {
      name: 'Descargar ventas-2026-11-10-2026-11-11.xlsx (2 filas)',
    });
    expect(link.getAttribute('href')).toBe(`/api/admin/reports/exports/${JOB.id}/file`);
    expect(callsTo(fetchMock, 'POST /api/admin/reports/sale/export')[0]?.url.search).toBe(
      '?format=xlsx&from=2026-11-10&to=2026-11-11&channel=retail&group=day',
    );

    // A period backwards is refused where it was typed, and not asked for.
    const to = screen.getByLabelText('Hasta');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    expect(await screen.findByText('La fecha final no puede ser anterior a la inicial')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'GET /api/admin/reports/sale').every(
        (call) => !call.url.search.includes('to=2026-11-01'),
      ),
    ).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'Cliente' }));
    expect((await screen.findAllByRole('columnheader', { name: 'Cliente' })).length).toBeGreaterThan(0);
  });

  it('opens the unified sales per point of sale: every shop and the online shop together', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/reports/sale': { body: { rows: [], totals: [] } },
      'GET /api/coins': { body: { coins: [] } },
      'GET /api/admin/point-of-sales': { body: listReply([]) },
    });
    renderRoutes([{ path: '/admin/reports/unify_sale', Component: UnifiedSalesPage }], {
      path: '/admin/reports/unify_sale',
      user: reader,
    });
    expect(await screen.findByRole('heading', { name: 'Ventas unificadas' })).toBeTruthy();
    expect(await screen.findByText('No hay ventas en este periodo con estos filtros.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/reports/sale')[0]?.url.searchParams.get('group')).toBe('point');
    expect(screen.getByRole('radio', { name: 'Punto de venta' })).toHaveProperty('checked', true);
  });
});
