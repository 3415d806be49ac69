import type { CatalogReportReply } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as CatalogReportPage } from './catalog-report-page';

const REPORT: CatalogReportReply = {
  data: [
    {
      slug: 'arroz',
      category: 'Alimentos',
      name: 'Arroz 5 kg',
      sku: 'ARR-5',
      price: 945,
      price_formatted: '9,45 MLC',
      wholesale_price: null,
      wholesale_price_formatted: null,
    },
  ],
  meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
  coin: 'MLC',
  rate_date: '2026-11-26',
};

describe('/admin/reports/catalog', { timeout: 30_000 }, () => {
  it('lists the prices in the chosen coin and says the rate’s date', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/reports/catalog': { body: REPORT },
      'GET /api/coins': { body: { coins: [] } },
      'GET /api/categories': { body: [] },
    });
    renderRoutes([{ path: '/admin/reports/catalog', Component: CatalogReportPage }], {
      path: '/admin/reports/catalog?coin=MLC',
      user: testUser({ all_permissions: ['read_reports', 'read_products'] }),
    });
    await screen.findByRole('link', { name: 'Arroz 5 kg' });
    const table = within(screen.getByRole('table'));
    expect(table.getByText('9,45 MLC')).toBeTruthy();
    expect(screen.getByText('Precios en MLC a la tasa del 26 nov 2026.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar a PDF' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/reports/catalog/export')[0]?.url.search).toBe(
        '?format=pdf&coin=MLC',
      ),
    );
  });
});
