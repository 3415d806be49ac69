import type { Permission, PickingList } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { RECIPIENT } from '../../../test/orders';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { NEW, STATUSES, signedIn } from '../test/fixtures';
import { Component as PickingListPage } from './picking-list-page';

const PICKING = 'GET /api/admin/orders/picking-list';

const rice = { name: 'Arroz 5 kg', sku: 'ALIM-000007', variant: null };
const shirt = { name: 'Camiseta básica', sku: 'ROPA-000021', variant: 'Talla M' };

const LIST: PickingList = {
  products: [
    { ...rice, quantity: 3, orders: 2 },
    { ...shirt, quantity: 1, orders: 1 },
  ],
  orders: [
    {
      id: 123,
      order_id: 'P-000123',
      created_at: '2025-03-01T15:30:00.000Z',
      status: NEW,
      customer_name: 'Luis Gómez',
      delivery_method: 'home',
      pickup_point: null,
      recipient: RECIPIENT,
      note: 'Llamar antes de llegar',
      units: 2,
      lines: [{ ...rice, quantity: 2 }],
    },
    {
      id: 124,
      order_id: 'P-000124',
      created_at: '2025-03-01T16:00:00.000Z',
      status: NEW,
      customer_name: null,
      delivery_method: 'pickup',
      pickup_point: 'Tienda Vedado',
      recipient: null,
      note: null,
      units: 2,
      lines: [
        { ...rice, quantity: 1 },
        { ...shirt, quantity: 1 },
      ],
    },
  ],
  closed: [{ id: 120, order_id: 'P-000120', status: 'Entregado' }],
  missing: [999999],
};

function renderPicking(
  url = '/admin/orders/picking?ids=123,124,120,999999',
  permissions: Permission[] = ['read_orders'],
) {
  return renderRoutes([{ path: '/admin/orders/picking', Component: PickingListPage }], {
    path: url,
    user: signedIn(permissions),
  });
}

describe('picking list', () => {
  it('adds up what to take from the shelves, then shows each order with where it goes', async () => {
    const fetchMock = stubApi({ [PICKING]: { body: LIST } });
    renderPicking();

    expect(await screen.findByRole('heading', { name: 'Lista de preparación', level: 1 })).toBeTruthy();
    expect(callsTo(fetchMock, PICKING)[0]?.url.searchParams.get('ids')).toBe('123,124,120,999999');
    expect(await screen.findByText('2 pedidos · 4 unidades')).toBeTruthy();
    expect(screen.getByText('No se preparan, ya están cerrados: P-000120 (Entregado)')).toBeTruthy();
    expect(screen.getByText('No existen pedidos con estos números: 999999')).toBeTruthy();

    const products = screen.getByRole('region', { name: 'Productos a preparar' });
    const riceRow = within(products).getByText('Arroz 5 kg').closest('tr') as HTMLElement;
    expect(within(riceRow).getByText('ALIM-000007')).toBeTruthy();
    expect(within(riceRow).getByText('3')).toBeTruthy();
    expect(within(riceRow).getByText('2')).toBeTruthy();
    expect(within(products).getByText('Talla M')).toBeTruthy();

    const first = screen.getByRole('region', { name: 'P-000123 · Luis Gómez' });
    expect(within(first).getByText('Entrega a domicilio')).toBeTruthy();
    expect(within(first).getByText('María López')).toBeTruthy();
    expect(within(first).getByText('Nota del cliente: Llamar antes de llegar')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Ver el pedido' }).getAttribute('href')).toBe(
      '/admin/orders/123/show',
    );
    const second = screen.getByRole('region', { name: 'P-000124 · Sin cuenta de cliente' });
    expect(within(second).getByText('Recogida en Tienda Vedado')).toBeTruthy();
    expect(within(second).getByText('Camiseta básica')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    // Reading orders is not moving them.
    expect(screen.queryByRole('button', { name: 'Cambiar estado' })).toBeNull();
  });

  it('moves the picked orders on together, and says which could not', async () => {
    const fetchMock = stubApi({
      ...STATUSES,
      [PICKING]: { body: LIST },
      'PUT /api/admin/orders/status': {
        body: {
          message: 'Estado cambiado exitosamente',
          changed: [{ id: 123, order_id: 'P-000123' }],
          refused: [{ id: 124, order_id: 'P-000124', message: 'Producto sin disponibilidad' }],
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPicking(undefined, ['read_orders', 'change_status_orders']);
    await user.click(await screen.findByRole('button', { name: 'Cambiar estado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el estado de 2 pedidos' });
    await user.click(within(dialog).getByRole('combobox', { name: /Nuevo estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Confirmado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar estado' }));
    // The open orders of the list, not the closed nor the missing ones.
    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/orders/status')[0]?.body).toEqual({
        ids: [123, 124],
        status_id: 2,
      }),
    );
    expect(await screen.findByText('Estado cambiado exitosamente')).toBeTruthy();
    expect(await screen.findByText('1 pedido no cambió de estado')).toBeTruthy();
  });

  it('says when none of the numbers is an order', async () => {
    stubApi({ [PICKING]: { status: 404, body: { message: 'Pedido no encontrado' } } });
    renderPicking('/admin/orders/picking?ids=999998');
    expect(await screen.findByText('No hay pedidos que preparar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los pedidos' }).getAttribute('href')).toBe(
      '/admin/orders',
    );
  });

  it('shows the refusal of an address it cannot read', async () => {
    stubApi({
      [PICKING]: {
        status: 422,
        body: { message: 'Hay campos vacíos o no válidos', errors: { ids: ['Valor no válido'] } },
      },
    });
    renderPicking('/admin/orders/picking?ids=uno');
    expect(await screen.findByText('Hay campos vacíos o no válidos')).toBeTruthy();
  });

  it('says when every order asked for is closed', async () => {
    stubApi({ [PICKING]: { body: { ...LIST, products: [], orders: [] } } });
    renderPicking();
    expect(
      await screen.findByText('Ninguno de estos pedidos está abierto: no hay nada que preparar.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Productos a preparar' })).toBeNull();
  });
});
