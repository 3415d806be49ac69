import type { DashboardOrdersReply, DashboardProfitReply, DashboardSalesReply } from '@shop/contracts';
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

const USD_PROFIT = {
  coin: 'USD',
  symbol: '$',
  units: 26,
  revenue: 2_600,
  revenue_formatted: '26,00 $',
  cost: 720,
  cost_formatted: '7,20 $',
  profit: 460,
  profit_formatted: '4,60 $',
  margin: 39,
  units_without_cost: 14,
};
const PROFIT: DashboardProfitReply = {
  month: [
    {
      ...USD_PROFIT,
      coin: 'MLC',
      symbol: 'MLC',
      revenue_formatted: '1,05 MLC',
      cost: null,
      cost_formatted: null,
      profit: null,
      profit_formatted: null,
      margin: null,
      units_without_cost: 1,
    },
    USD_PROFIT,
  ],
  last_month: [{ ...USD_PROFIT, profit_formatted: '120,00 $', margin: 31.5, units_without_cost: 3 }],
};

describe('the dashboard’s profit', () => {
  it('says what this month and last month left per coin, with the margin and the units sold without a cost', async () => {
    stubApi({ 'GET /api/admin/dashboard/profit': { body: PROFIT } });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_reports', 'read_for_sold_products'] }),
    });
    const profit = await screen.findByRole('region', { name: 'Ganancia' });
    expect(within(profit).getByText('4,60 $')).toBeTruthy();
    expect(within(profit).getByText('USD · 39 % de margen')).toBeTruthy();
    expect(within(profit).getByText('14 unidades sin costo')).toBeTruthy();
    expect(within(profit).getByText('Ningún producto vendido tenía costo')).toBeTruthy();
    expect(within(profit).getByText('120,00 $')).toBeTruthy();
    expect(within(profit).getByText('USD · 31,5 % de margen')).toBeTruthy();
    expect(within(profit).getByText('3 unidades sin costo')).toBeTruthy();
    expect(
      within(profit).getByRole('link', { name: 'Ver los productos vendidos' }).getAttribute('href'),
    ).toBe('/admin/reports/soldProduct');
  });

  it('is not asked for by staff who may not read the sold products report', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/dashboard/sales': { body: SALES } });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_reports', 'read_for_sale_reports'] }),
    });
    await screen.findByRole('region', { name: 'Ventas' });
    expect(screen.queryByRole('region', { name: 'Ganancia' })).toBeNull();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/dashboard/profit'),
    );
  });
});

describe('the dashboard’s open orders', () => {
  it('links the payments waiting for staff: transfer receipts to review, gift card sales to confirm, refunds owed', async () => {
    const reply: DashboardOrdersReply = {
      by_status: [{ id: 1, name: 'Pendiente', color: 'yellow', count: 3 }],
      expiring_unpaid: 0,
      receipts_pending: 2,
      card_sales_pending: 1,
      refunds_due: 1,
      card_refunds_due: 2,
      messages_waiting: 3,
    };
    stubApi({ 'GET /api/admin/dashboard/orders': { body: reply } });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_orders'] }),
    });
    const orders = await screen.findByRole('region', { name: 'Pedidos abiertos' });
    expect(
      within(orders)
        .getByRole('link', { name: '2 comprobantes de transferencia por revisar' })
        .getAttribute('href'),
    ).toBe('/admin/orders?receipt=pending');
    expect(
      within(orders)
        .getByRole('link', { name: '1 venta de tarjeta de regalo por confirmar' })
        .getAttribute('href'),
    ).toBe('/admin/sales_buy_card?status=pending&settled_by=staff');
    expect(
      within(orders).getByRole('link', { name: '1 pedido con un pago por devolver' }).getAttribute('href'),
    ).toBe('/admin/orders?refund=due');
    expect(
      within(orders)
        .getByRole('link', { name: '3 pedidos con mensajes del cliente por responder' })
        .getAttribute('href'),
    ).toBe('/admin/orders?messages=waiting');
    expect(
      within(orders)
        .getByRole('link', { name: '2 ventas de tarjetas de regalo con pagos por devolver' })
        .getAttribute('href'),
    ).toBe('/admin/sales_buy_card?refund=due');
  });

  it('says nothing of payments when none waits', async () => {
    const reply: DashboardOrdersReply = {
      by_status: [],
      expiring_unpaid: 0,
      receipts_pending: 0,
      card_sales_pending: 0,
      refunds_due: 0,
      card_refunds_due: 0,
      messages_waiting: 0,
    };
    stubApi({ 'GET /api/admin/dashboard/orders': { body: reply } });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_orders'] }),
    });
    const orders = await screen.findByRole('region', { name: 'Pedidos abiertos' });
    expect(within(orders).queryByText(/por revisar|por confirmar|por devolver/)).toBeNull();
  });
});

describe('the dashboard’s reservations', () => {
  it('counts the wholesale reservations to decide for whoever may read them, and links to them', async () => {
    stubApi({ 'GET /api/admin/dashboard/reservations': { body: { pending: 3 } } });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_store_requests'] }),
    });
    const card = await screen.findByRole('region', { name: 'Reservas por decidir' });
    expect(within(card).getByText('3')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Decidir las reservas' }).getAttribute('href')).toBe(
      '/admin/reservations?status=pending',
    );
    expect(screen.queryByRole('region', { name: 'Pedidos abiertos' })).toBeNull();
  });
});

describe('the dashboard’s low availability', () => {
  it('lists the scarcest products and leads to all of them in the products list, narrowed to their stock', async () => {
    stubApi({
      'GET /api/admin/dashboard/stock': {
        body: {
          low_availability: [
            { slug: 'azucar', name: 'Azúcar', availability: 0 },
            { slug: 'arroz', name: 'Arroz', availability: 3 },
          ],
          total: 14,
        },
      },
    });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_products'] }),
    });
    const card = await screen.findByRole('region', { name: 'Poca disponibilidad' });
    expect(within(card).getByRole('link', { name: 'Azúcar' }).getAttribute('href')).toBe(
      '/admin/products/azucar/edit',
    );
    const narrowed = '/admin/products/list?stock=low&active=true';
    expect(within(card).getByRole('link', { name: 'Ver los productos' }).getAttribute('href')).toBe(narrowed);
    expect(within(card).getByRole('link', { name: 'y 12 productos más' }).getAttribute('href')).toBe(
      narrowed,
    );
  });
});
