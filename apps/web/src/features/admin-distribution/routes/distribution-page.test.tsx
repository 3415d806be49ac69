import type { DistributionBoard } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as DistributionPage } from './distribution-page';

const ENTREGADO = { id: 5, name: 'Entregado', color: '#40c057', is_final: true, role: null };
const stop = (id: number, overrides: Partial<DistributionBoard['groups'][number]['stops'][number]> = {}) => ({
  id,
  order_id: `P-00000${id}`,
  status: { id: 3, name: 'En preparación', color: '#7950f2', is_final: false, role: null },
  recipient: { name: 'María González', phone: '+5352345678', address: 'Calle 23 entre L y M, Apto 4' },
  location: { latitude: 23.1252, longitude: -82.3849 },
  leg_km: 2.8,
  units: 2,
  to_collect: 3000,
  to_collect_formatted: '30,00\u00a0$',
  dispatched_at: null,
  dispatched_by: null,
  customer_note: null,
  staff_notes: [],
  about_customer: null,
  ...overrides,
});
const BOARD: DistributionBoard = {
  delivered_status: ENTREGADO,
  groups: [
    {
      municipality: 'la-habana/plaza-de-la-revolucion',
      municipality_name: 'Plaza de la Revolución',
      stops: [
        stop(1, {
          customer_note: 'Si no estoy, dejarlo con la vecina del 3',
          staff_notes: ['Llamar al llegar: el timbre no funciona'],
          about_customer: 'Paga siempre en efectivo, con billetes pequeños.',
        }),
        stop(2, { to_collect: 0, to_collect_formatted: '0,00\u00a0$', location: null, leg_km: null }),
      ],
    },
  ],
};

function renderBoard(permissions: string[] = ['read_orders', 'update_orders']) {
  return renderRoutes([{ path: '/Distribution/Index', Component: DistributionPage }], {
    path: '/Distribution/Index',
    user: testUser({ id: 1, all_permissions: permissions as never }),
  });
}

describe('delivery round', { timeout: 30_000 }, () => {
  it('shows the stops by municipality with what to collect, and marks one dispatched and another delivered', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/distribution': { body: BOARD },
      'POST /api/admin/distribution/1/dispatched': { body: { message: 'Guardado', order: {} } },
      'POST /api/admin/distribution/2/delivered': {
        body: { message: 'Estado cambiado exitosamente', order: {} },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderBoard();

    const plaza = await screen.findByRole('region', { name: 'Plaza de la Revolución' });
    // What to load for this part of the round (decision 101).
    expect(within(plaza).getByRole('link', { name: 'Lista de preparación' }).getAttribute('href')).toBe(
      '/admin/orders/picking?ids=1,2',
    );
    const first = within(plaza).getByRole('article', { name: 'Parada 1 · P-000001' });
    expect(within(first).getByText(/^Cobrar: 30,00\s\$$/)).toBeTruthy();
    expect(within(first).getByText(/2,8 km desde la tienda/)).toBeTruthy();
    // What the shopper asked and what staff noted, read before leaving.
    expect(within(first).getByText('Nota del cliente:').parentElement?.textContent).toBe(
      'Nota del cliente: Si no estoy, dejarlo con la vecina del 3',
    );
    expect(within(first).getByText('Nota interna:').parentElement?.textContent).toBe(
      'Nota interna: Llamar al llegar: el timbre no funciona',
    );
    // And what staff keep in mind about the customer (decision 104).
    expect(within(first).getByText('Sobre el cliente:').parentElement?.textContent).toBe(
      'Sobre el cliente: Paga siempre en efectivo, con billetes pequeños.',
    );
    expect(
      within(first)
        .getByRole('link', { name: 'Llamar a María González al +53\u00a05234\u00a05678' })
        .getAttribute('href'),
    ).toBe('tel:+5352345678');
    const second = within(plaza).getByRole('article', { name: 'Parada 2 · P-000002' });
    expect(within(second).getByText('Pagado')).toBeTruthy();
    expect(within(second).getByText(/Sin punto en el mapa/)).toBeTruthy();

    await user.click(
      within(first).getByRole('button', { name: 'En camino: marcar P-000001 como salido a reparto' }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/distribution/1/dispatched')).toHaveLength(1),
    );

    await user.click(
      within(second).getByRole('button', { name: 'Entregado: marcar P-000002 como entregado' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Pedido entregado?' });
    expect(
      within(dialog).getByText('El pedido P-000002 pasará a «Entregado» y se avisará al cliente.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Entregado' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/distribution/2/delivered')).toHaveLength(1),
    );
  });

  it('lets a reader see the round without the buttons that move orders', async () => {
    stubApi({ 'GET /api/admin/distribution': { body: BOARD } });
    renderBoard(['read_orders']);
    await screen.findByRole('region', { name: 'Plaza de la Revolución' });
    expect(screen.queryByRole('button', { name: /como entregado/ })).toBeNull();
  });

  it('says when there is nothing to deliver', async () => {
    stubApi({ 'GET /api/admin/distribution': { body: { delivered_status: ENTREGADO, groups: [] } } });
    renderBoard();
    expect(await screen.findByText('Nada que repartir')).toBeTruthy();
  });
});
