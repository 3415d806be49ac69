import type { Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { MIRAMAR, signedIn, VEDADO } from '../test/fixtures';
import { Component as PointsOfSaleListPage } from './points-of-sale-list-page';

function renderList(url = '/admin/point_of_sales', permissions?: Permission[]) {
  return renderRoutes([{ path: '/admin/point_of_sales', Component: PointsOfSaleListPage }], {
    path: url,
    user: signedIn(permissions),
  });
}

describe('points of sale list', { timeout: 20_000 }, () => {
  it('shows each point with its place, phones, state and pickup badge', async () => {
    stubApi({ 'GET /api/admin/point-of-sales': { body: listReply([VEDADO, MIRAMAR]) } });
    renderList();

    const vedado = (await screen.findByText('Tienda Vedado')).closest('tr') as HTMLElement;
    expect(within(vedado).getByText('Plaza de la Revolución')).toBeTruthy();
    expect(within(vedado).getByText('+53 7830 1234')).toBeTruthy();
    expect(within(vedado).getByText('Activo')).toBeTruthy();
    expect(within(vedado).getByText('Recogida en tienda')).toBeTruthy();
    expect(
      within(vedado)
        .getByRole('link', { name: 'Editar el punto de venta Tienda Vedado' })
        .getAttribute('href'),
    ).toBe('/admin/point_of_sales/1');
    const miramar = screen.getByText('Tienda Miramar').closest('tr') as HTMLElement;
    expect(within(miramar).getByText('Inactivo')).toBeTruthy();
    expect(within(miramar).queryByText('Recogida en tienda')).toBeNull();
    expect(screen.getByText('2 puntos de venta')).toBeTruthy();
  });

  it('asks the server for the search, state and sort written in the URL', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/point-of-sales': { body: listReply([VEDADO]) } });
    const user = userEvent.setup({ delay: null });
    renderList('/admin/point_of_sales?search=vedado&active=true');

    await screen.findByText('Tienda Vedado');
    const last = () => callsTo(fetchMock, 'GET /api/admin/point-of-sales').at(-1)?.url.searchParams;
    expect(Object.fromEntries(last() ?? [])).toEqual({
      page: '1',
      per_page: '20',
      search: 'vedado',
      active: 'true',
      sort: 'name',
    });
    await user.click(screen.getByRole('button', { name: 'Nombre' }));
    await waitFor(() => expect(last()?.get('sort')).toBe('-name'));
  });

  it('keeps the server refusal in the delete dialog, and deletes', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/point-of-sales': { body: listReply([VEDADO]) },
      'DELETE /api/admin/point-of-sales/1': { status: 204 },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Eliminar el punto de venta Tienda Vedado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar punto de venta' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await screen.findByText('Punto de venta «Tienda Vedado» eliminado')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/point-of-sales/1')).toHaveLength(1);
  });

  it('hides the changes a reader without update_settings may not make', async () => {
    stubApi({ 'GET /api/admin/point-of-sales': { body: listReply([VEDADO]) } });
    renderList('/admin/point_of_sales', ['read_pos']);

    await screen.findByText('Tienda Vedado');
    expect(screen.queryByRole('link', { name: 'Nuevo punto de venta' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });
});
