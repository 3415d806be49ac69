import type { DashboardSalesReply } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { DashboardCards } from './dashboard-cards';

const figures = { units: 1, gross: 0, discounts: 0, shipping: 0, tax: 0, net: 0 };
const SALES: DashboardSalesReply = {
  today: [{ coin: 'USD', symbol: '$', orders: 4, net_formatted: '150,05 $', ...figures }],
  month: [
    { coin: 'MLC', symbol: 'MLC', orders: 20, net_formatted: '1132,23 MLC', ...figures },
    { coin: 'USD', symbol: '$', orders: 70, net_formatted: '8534,15 $', ...figures },
  ],
};

describe('the dashboard’s sales', () => {
  it('names the coin beside a "$" amount, and says MLC once where the amount says it already', async () => {
    stubApi({ 'GET /api/admin/dashboard/sales': { body: SALES } });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_reports', 'read_for_sale_reports'] }),
    });
    const sales = await screen.findByRole('region', { name: 'Ventas' });
    expect(within(sales).getAllByText('USD · 4 pedidos')).toHaveLength(1);
    expect(within(sales).getByText('USD · 70 pedidos')).toBeTruthy();
    expect(within(sales).getByText('1132,23 MLC')).toBeTruthy();
    // Was "1132,23 MLC" and "MLC · 20 pedidos".
    expect(within(sales).getByText('20 pedidos')).toBeTruthy();
  });
});
