import type { Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { CANCELLED, CONFIRMED, PENDING, signedIn } from '../test/fixtures';
import { Component as OrderStatusesListPage } from './order-statuses-list-page';

function renderList(url = '/admin/order_status', permissions?: Permission[]) {
  return renderRoutes([{ path: '/admin/order_status', Component: OrderStatusesListPage }], {
    path: url,
    user: signedIn(permissions),
  });
}

describe('order statuses list', { timeout: 20_000 }, () => {
  it('names each status as the reader reads it, a fresh shop’s in the reader’s language', async () => {
    // The server's label: "Pendiente" as stored, "Pending" for a reader in English (decision 087).
    stubApi({
      'GET /api/admin/order-statuses': { body: listReply([{ ...PENDING, label: 'Pending' }, CONFIRMED]) },
    });
    renderList();

    const pending = (await screen.findByText('Pending')).closest('tr') as HTMLElement;
    expect(within(pending).getByRole('link', { name: 'Editar el estado Pending' })).toBeTruthy();
    expect(screen.queryByText('Pendiente')).toBeNull();
  });

  it('shows each status as its coloured badge, with its role and flags, in position order', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/order-statuses': { body: listReply([PENDING, CONFIRMED, CANCELLED]) },
    });
    renderList();

    const pending = (await screen.findByText('Pendiente')).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Pedidos nuevos')).toBeTruthy();
    // The shop's own statuses cannot be deleted; the others can.
    expect(within(pending).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    const cancelled = screen.getByText('Cancelado').closest('tr') as HTMLElement;
    expect(within(cancelled).getByText('Cancelación')).toBeTruthy();
    expect(within(cancelled).getAllByText('Sí')).toHaveLength(1);
    const confirmed = screen.getByText('Confirmado').closest('tr') as HTMLElement;
    expect(within(confirmed).getByRole('button', { name: 'Eliminar el estado Confirmado' })).toBeTruthy();
    expect(
      within(confirmed).getByRole('link', { name: 'Editar el estado Confirmado' }).getAttribute('href'),
    ).toBe('/admin/order_status/2');
    expect(screen.getByText('3 estados')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/order-statuses')[0]?.url.searchParams.get('sort')).toBe(
      'position',
    );
  });

  it('sorts by name when asked', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/order-statuses': { body: listReply([PENDING]) } });
    const user = userEvent.setup({ delay: null });
    renderList();

    await screen.findByText('Pendiente');
    await user.click(screen.getByRole('button', { name: 'Estado' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/admin/order-statuses').at(-1)?.url.searchParams.get('sort')).toBe(
        'name',
      ),
    );
  });

  it('keeps the refusal of a status orders are in inside the delete dialog', async () => {
    stubApi({
      'GET /api/admin/order-statuses': { body: listReply([CONFIRMED]) },
      'DELETE /api/admin/order-statuses/2': {
        status: 409,
        body: { message: 'Hay pedidos en este estado: no se puede eliminar' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Eliminar el estado Confirmado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar estado' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Hay pedidos en este estado: no se puede eliminar',
    );
  });

  it('hides the actions the user may not use', async () => {
    stubApi({ 'GET /api/admin/order-statuses': { body: listReply([CONFIRMED]) } });
    renderList('/admin/order_status', ['read_orderStatuses']);

    await screen.findByText('Confirmado');
    expect(screen.queryByRole('link', { name: 'Nuevo estado' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });
});
