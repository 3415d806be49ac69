import type { InventoryReportReply } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { categoryNode } from '../../../test/categories';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as InventoryReportPage } from './inventory-report-page';

const REPORT: InventoryReportReply = {
  data: [
    {
      slug: 'vela',
      name: 'Vela aromática',
      sku: 'VEL-1',
      category: 'Hogar',
      real: 2,
      in_carts: 0,
      in_orders: 0,
      available: 2,
      low: true,
      value: 300,
      value_formatted: '3,00 $',
      cost_value: null,
      cost_value_formatted: null,
    },
    {
      slug: 'lampara',
      name: 'Lámpara de mesa',
      sku: 'LAM-1',
      category: 'Hogar',
      real: 12,
      in_carts: 5,
      in_orders: 1,
      available: 6,
      low: false,
      value: 24_000,
      value_formatted: '240,00 $',
      cost_value: 15_600,
      cost_value_formatted: '156,00 $',
    },
  ],
  meta: { current_page: 1, per_page: 20, total: 2, last_page: 1 },
  totals: {
    products: 2,
    real: 14,
    low: 1,
    value: 24_300,
    value_formatted: '243,00 $',
    cost_value: 15_600,
    cost_value_formatted: '156,00 $',
    without_cost: 1,
  },
};

describe('/admin/reports/inventory', { timeout: 30_000 }, () => {
  it('lists the stock with what is held and the low flag, totals it, and exports with the filters', async () => {
    const fetchMock = stubApi({
      'POST /api/admin/reports/inventory/export': {
        status: 429,
        body: {
          message: 'Ya se están preparando tres archivos tuyos: espera a que termine uno para pedir otro.',
        },
      },
      'GET /api/admin/reports/inventory': { body: REPORT },
      'GET /api/categories': { body: [] },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/reports/inventory', Component: InventoryReportPage }], {
      path: '/admin/reports/inventory',
      user: testUser({ all_permissions: ['read_reports', 'read_for_inventary_reports'] }),
    });
    const vela = await screen.findByRole('link', { name: 'Vela aromática' });
    expect(vela.getAttribute('href')).toBe('/admin/products/vela/edit');
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Poca')).toBeTruthy();
    expect(table.getByText('240,00 $')).toBeTruthy();
    expect(
      screen.getByText(
        'En total: 2 productos, 14 unidades, 243,00 $ a precio de venta; 1 con poca disponibilidad. Al costo: 156,00 $. 1 producto con existencias no tiene costo y no cuenta.',
      ),
    ).toBeTruthy();
    expect(table.getByText('156,00 $')).toBeTruthy();
    // Filling the costs in needs the catalogue, which this user may not open.
    expect(screen.queryByRole('link', { name: 'Ver los productos sin costo' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: 'Solo con poca disponibilidad' }));
    expect(callsTo(fetchMock, 'GET /api/admin/reports/inventory').at(-1)?.url.searchParams.get('low')).toBe(
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Exportar a PDF' }));
    // The server refused it: its reason is shown where the file would have been.
    expect(
      await screen.findByText(
        'Ya se están preparando tres archivos tuyos: espera a que termine uno para pedir otro.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/reports/inventory/export')[0]?.url.search).toBe(
      '?format=pdf&low=1',
    );
  });

  it('leads a reader of the catalogue to the products whose cost is still to be said', async () => {
    stubApi({ 'GET /api/admin/reports/inventory': { body: REPORT }, 'GET /api/categories': { body: [] } });
    renderRoutes([{ path: '/admin/reports/inventory', Component: InventoryReportPage }], {
      path: '/admin/reports/inventory',
      user: testUser({ all_permissions: ['read_reports', 'read_for_inventary_reports', 'read_products'] }),
    });
    const link = await screen.findByRole('link', { name: 'Ver los productos sin costo' });
    expect(link.getAttribute('href')).toBe('/admin/products/list?has_cost=false');
  });

  it('filters by a category picked from the tree, says when the words typed match none, and counts one in the singular', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/reports/inventory': {
        body: {
          ...REPORT,
          totals: {
            products: 1,
            real: 1,
            low: 0,
            value: 300,
            value_formatted: '3,00 $',
            cost_value: 180,
            cost_value_formatted: '1,80 $',
            without_cost: 0,
          },
        },
      },
      'GET /api/categories': {
        body: [categoryNode(1, 'Hogar', [categoryNode(2, 'Velas')]), categoryNode(3, 'Alimentos')],
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/reports/inventory', Component: InventoryReportPage }], {
      path: '/admin/reports/inventory',
      user: testUser({ all_permissions: ['read_reports', 'read_for_inventary_reports'] }),
    });
    await screen.findByRole('link', { name: 'Vela aromática' });
    expect(
      screen.getByText(
        'En total: 1 producto, 1 unidad, 3,00 $ a precio de venta; 0 con poca disponibilidad. Al costo: 1,80 $.',
      ),
    ).toBeTruthy();

    const category = screen.getByRole('combobox', { name: 'Categoría' });
    await user.type(category, 'zapatos');
    expect(await screen.findByText('Sin resultados')).toBeTruthy();
    await user.clear(category);
    await user.type(category, 'Vel');
    await user.click(await screen.findByRole('option', { name: '— Velas' }));
    expect(
      callsTo(fetchMock, 'GET /api/admin/reports/inventory').at(-1)?.url.searchParams.get('category_id'),
    ).toBe('2');
  });
});
