import type { ReportExport, SoldProductsReply } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as SoldProductsPage } from './sold-products-page';

const REPORT: SoldProductsReply = {
  data: [
    {
      name: 'Arroz 5 kg',
      sku: 'ARR-5',
      variant: null,
      coin: 'USD',
      symbol: '$',
      units: 16,
      orders: 3,
      revenue: 14_400,
      revenue_formatted: '144,00 $',
      cost: 9_600,
      cost_formatted: '96,00 $',
      profit: 4_800,
      profit_formatted: '48,00 $',
      margin: 33.3,
      units_without_cost: 0,
    },
    {
      name: 'Camiseta básica',
      sku: 'CAM-1',
      variant: 'Negro / M',
      coin: 'MLC',
      symbol: '$',
      units: 2,
      orders: 1,
      revenue: 3_150,
      revenue_formatted: '31,50 $',
      cost: null,
      cost_formatted: null,
      profit: null,
      profit_formatted: null,
      margin: null,
      units_without_cost: 2,
    },
  ],
  meta: { current_page: 1, per_page: 20, total: 2, last_page: 1 },
  totals: [
    {
      coin: 'MLC',
      symbol: '$',
      units: 2,
      revenue: 3_150,
      revenue_formatted: '31,50 $',
      cost: null,
      cost_formatted: null,
      profit: null,
      profit_formatted: null,
      margin: null,
      units_without_cost: 2,
    },
    {
      coin: 'USD',
      symbol: '$',
      units: 16,
      revenue: 14_400,
      revenue_formatted: '144,00 $',
      cost: 9_600,
      cost_formatted: '96,00 $',
      profit: 4_800,
      profit_formatted: '48,00 $',
      margin: 33.3,
      units_without_cost: 0,
    },
  ],
};

const RUNNING: ReportExport = {
  id: '0b6f1c0d-0000-4000-8000-000000000002',
  format: 'xlsx',
  status: 'running',
  rows_done: 1_200,
  rows_total: 25_000,
  file_name: 'productos-vendidos-2026-11-01-2026-11-26.xlsx',
  bytes: null,
  error: null,
};

describe('/admin/reports/soldProduct', { timeout: 30_000 }, () => {
  it('lists the best sellers per coin with each coin’s total and exports the same filters', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/reports/sold-products/export': { status: 202, body: RUNNING },
      [`GET /api/admin/reports/exports/${RUNNING.id}`]: { body: RUNNING },
      'GET /api/admin/reports/sold-products': { body: REPORT },
      'GET /api/coins': { body: { coins: [] } },
    });
    renderRoutes([{ path: '/admin/reports/soldProduct', Component: SoldProductsPage }], {
      path: '/admin/reports/soldProduct?from=2026-11-01&to=2026-11-26&channel=retail',
      user: testUser({ all_permissions: ['read_reports', 'read_for_sold_products'] }),
    });
    await screen.findAllByText('Arroz 5 kg');
    const table = within(screen.getByRole('table'));
    expect(table.getByText('CAM-1 · Negro / M')).toBeTruthy();
    expect(screen.getByText('Total MLC')).toBeTruthy();
    expect(screen.getByText('16 unidades')).toBeTruthy();
    // What the costed units left, taxes out, and the units that had no cost to count.
    expect(table.getByText('33,3 % de margen')).toBeTruthy();
    expect(table.getByText('2 unidades sin costo')).toBeTruthy();
    expect(screen.getByText('Ganancia: 48,00 $ (33,3 % de margen)')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'GET /api/admin/reports/sold-products')[0]?.url.searchParams.get('channel'),
    ).toBe('retail');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar a Excel' }));
    // While the job runs, how far it is: rows written against rows counted.
    expect(await screen.findByText('Preparando el archivo: 1200 de 25.000 filas')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/reports/sold-products/export')[0]?.url.search).toBe(
      '?format=xlsx&from=2026-11-01&to=2026-11-26&channel=retail',
    );
  });
});
