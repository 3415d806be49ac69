import type { PointStockReply, StockTransfer } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as TransferPage } from './transfer-page';
import { Component as TransfersPage } from './transfers-page';

const staff = (permissions: string[]) =>
  testUser({ all_permissions: permissions as ReturnType<typeof testUser>['all_permissions'] });

const STOCK: PointStockReply = {
  points: [
    { id: 1, name: 'Tienda Vedado', main_warehouse: true },
    { id: 2, name: 'Tienda Miramar', main_warehouse: false },
  ],
  data: [
    {
      product: { id: 7, slug: 'cafe-cubita', name: 'Café Cubita 250 g', sku: 'CAF-250' },
      variation: null,
      real_quantity: 30,
      points: [{ id: 1, quantity: 30 }],
      unlocated: 0,
    },
  ],
};

const SENT: StockTransfer = {
  id: 4,
  status: 'sent',
  from: { id: 1, name: 'Tienda Vedado' },
  to: { id: 2, name: 'Tienda Miramar' },
  note: 'Reposición semanal',
  receive_note: null,
  lines: [
    {
      id: 9,
      product: { id: 7, slug: 'cafe-cubita', name: 'Café Cubita 250 g', sku: 'CAF-250' },
      variation: null,
      quantity: 5,
      received: null,
      difference: 0,
    },
  ],
  units: 5,
  difference: 0,
  created_by: 'Ana Pérez',
  created_at: '2026-11-20T10:00:00.000Z',
  sent_by: 'Ana Pérez',
  sent_at: '2026-11-20T12:00:00.000Z',
  received_by: null,
  received_at: null,
};

describe('/admin/distribution_movements', { timeout: 30_000 }, () => {
  it('lists the transfers and drafts a new one from the main warehouse', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/stock-transfers': { body: listReply([SENT]) },
      'GET /api/admin/point-stock': { body: STOCK },
      'POST /api/admin/stock-transfers': {
        status: 201,
        body: { message: 'Traslado guardado', transfer: { ...SENT, status: 'draft' } },
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/distribution_movements', Component: TransfersPage }], {
      path: '/admin/distribution_movements',
      user: staff(['read_pos', 'update_products']),
    });

    expect(await screen.findByRole('link', { name: 'Traslado n.º 4' })).toBeTruthy();
    expect(screen.getByText('Tienda Vedado → Tienda Miramar')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('En camino')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Nuevo traslado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuevo traslado' }));
    await user.click(dialog.getByRole('combobox', { name: /^Hasta/ }));
    await user.click(await screen.findByRole('option', { name: 'Tienda Miramar' }));
    await user.click(dialog.getByRole('combobox', { name: 'Añadir un producto' }));
    await user.click(await screen.findByRole('option', { name: 'Café Cubita 250 g · CAF-250' }));
    expect(dialog.getByText('30 unidades en el origen')).toBeTruthy();
    const quantity = dialog.getByRole('textbox', { name: 'Unidades de Café Cubita 250 g · CAF-250' });
    await user.clear(quantity);
    await user.type(quantity, '6');
    await user.click(dialog.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Traslado guardado')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/stock-transfers')[0]?.body).toEqual({
      from_point_id: 1,
      to_point_id: 2,
      note: '',
      lines: [{ product_id: 7, variation_id: null, quantity: 6 }],
    });
  });

  it('shows no new-transfer button to staff who may only read', async () => {
    stubApi({
      'GET /api/admin/stock-transfers': { body: listReply([SENT]) },
      'GET /api/admin/point-stock': { body: STOCK },
    });
    renderRoutes([{ path: '/admin/distribution_movements', Component: TransfersPage }], {
      path: '/admin/distribution_movements',
      user: staff(['read_pos']),
    });
    expect(await screen.findByRole('link', { name: 'Traslado n.º 4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuevo traslado' })).toBeNull();
  });

  it('receives a transfer on its way, counting what arrived', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/stock-transfers/4': { body: SENT },
      'POST /api/admin/stock-transfers/4/receive': {
        body: {
          message: 'Traslado recibido en Tienda Miramar',
          transfer: { ...SENT, status: 'received', difference: 1 },
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/distribution_movements/:id', Component: TransferPage }], {
      path: '/admin/distribution_movements/4',
      user: staff(['read_pos', 'update_products']),
    });
    const arrived = await screen.findByRole('textbox', { name: 'Unidades recibidas de Café Cubita 250 g' });
    await user.clear(arrived);
    await user.type(arrived, '4');
    // The difference follows the count as it is typed.
    expect(
      within(screen.getByRole('row', { name: /Café Cubita/ }))
        .getAllByRole('cell')
        .at(-1)?.textContent,
    ).toBe('1');
    await user.type(screen.getByRole('textbox', { name: 'Nota de la recepción' }), 'Un paquete roto');
    await user.click(screen.getByRole('button', { name: 'Registrar la recepción' }));
    expect(await screen.findByText('Traslado recibido en Tienda Miramar')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/stock-transfers/4/receive')[0]?.body).toEqual({
      lines: [{ id: 9, received: 4 }],
      note: 'Un paquete roto',
    });
  });

  it('refuses a count left empty instead of reading it as nothing arrived', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/stock-transfers/4': { body: SENT } });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/distribution_movements/:id', Component: TransferPage }], {
      path: '/admin/distribution_movements/4',
      user: staff(['read_pos', 'update_products']),
    });
    const arrived = await screen.findByRole('textbox', { name: 'Unidades recibidas de Café Cubita 250 g' });
    await user.clear(arrived);
    await user.click(screen.getByRole('button', { name: 'Registrar la recepción' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(arrived.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST /api/admin/stock-transfers/4/receive')).toHaveLength(0);
  });

  it('puts the server’s refusal of a count on that line’s field', async () => {
    stubApi({
      'GET /api/admin/stock-transfers/4': { body: SENT },
      'POST /api/admin/stock-transfers/4/receive': {
        status: 422,
        body: {
          message: 'No pueden llegar más unidades de las enviadas (5)',
          errors: { 'lines.0.received': ['No pueden llegar más unidades de las enviadas (5)'] },
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/distribution_movements/:id', Component: TransferPage }], {
      path: '/admin/distribution_movements/4',
      user: staff(['read_pos', 'update_products']),
    });
    const arrived = await screen.findByRole('textbox', { name: 'Unidades recibidas de Café Cubita 250 g' });
    await user.click(screen.getByRole('button', { name: 'Registrar la recepción' }));
    expect(
      (await screen.findAllByText('No pueden llegar más unidades de las enviadas (5)')).length,
    ).toBeGreaterThan(0);
    expect(arrived.getAttribute('aria-invalid')).toBe('true');
  });
});
