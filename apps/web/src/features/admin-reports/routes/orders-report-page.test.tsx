import type { OrdersReportReply } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as OrdersReportPage } from './orders-report-page';

const REPORT: OrdersReportReply = {
  orders: 5,
  by_status: [
    { id: 1, name: 'Pendiente', color: '#f59f00', orders: 4 },
    { id: 6, name: 'Cancelado', color: '#fa5252', orders: 1 },
  ],
  by_delivery: [
    { method: 'home', orders: 4 },
    { method: 'pickup', orders: 1 },
  ],
  by_payment: [{ status: 'pending', orders: 5 }],
  to_paid: { orders: 1, mean_minutes: 90, median_minutes: 90 },
  to_delivered: { orders: 0, mean_minutes: null, median_minutes: null },
};

describe('/admin/reports/orders', { timeout: 30_000 }, () => {
  it('shows the orders per status, delivery and payment, and the times to paid and delivered', async () => {
    stubApi({
      'GET /api/admin/reports/orders': { body: REPORT },
      'GET /api/coins': { body: { coins: [] } },
    });
    renderRoutes([{ path: '/admin/reports/orders', Component: OrdersReportPage }], {
      path: '/admin/reports/orders?from=2026-11-01&to=2026-11-26',
      user: testUser({ all_permissions: ['read_reports', 'read_for_order_reports'] }),
    });
    expect(await screen.findByText('Pedidos del periodo')).toBeTruthy();
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
    expect(screen.getByText('Mediana — · 0 pedidos')).toBeTruthy();
    const delivery = within(screen.getByRole('table', { name: 'Por entrega' }));
    expect(delivery.getByText('Recogida en tienda')).toBeTruthy();
    const statuses = within(screen.getByRole('table', { name: 'Por estado' }));
    expect(statuses.getByText('Cancelado')).toBeTruthy();
  });
});
