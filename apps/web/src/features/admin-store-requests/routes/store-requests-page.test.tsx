import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { APPROVED, PENDING } from '../../../test/store-requests';
import { Component as StoreRequestsPage } from './store-requests-page';

const staff = (permissions: string[]) =>
  testUser({ all_permissions: permissions as ReturnType<typeof testUser>['all_permissions'] });

const renderPage = (
  user = staff(['read_store_requests', 'approve_store_requests', 'reject_store_requests']),
) =>
  renderRoutes([{ path: '/admin/reservations', Component: StoreRequestsPage }], {
    path: '/admin/reservations?status=pending',
    user,
  });

describe('/admin/reservations', { timeout: 30_000 }, () => {
  it('asks for the filters of the URL and rejects a reservation with the reason typed', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/store-requests': { body: listReply([PENDING, APPROVED]) },
      'POST /api/admin/store-requests/3/reject': {
        body: { message: 'Reserva rechazada', request: { ...PENDING, status: 'rejected' } },
      },
    });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('N.º 3')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/store-requests')[0]?.url.searchParams.get('status')).toBe(
      'pending',
    );
    await user.click(await screen.findByRole('button', { name: 'Rechazar la reserva n.º 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar la reserva n.º 3' }));
    await user.type(dialog.getByRole('textbox', { name: /Motivo/ }), 'Sin transporte esa semana');
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Reserva rechazada')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/store-requests/3/reject')[0]?.body).toEqual({
      reason: 'Sin transporte esa semana',
    });
  });

  it('offers to tick only the requests an approval can act on, and ticking all takes only those', async () => {
    stubApi({ 'GET /api/admin/store-requests': { body: listReply([PENDING, APPROVED]) } });
    const user = userEvent.setup();
    renderPage();

    const pending = await screen.findByRole('checkbox', { name: 'Seleccionar la reserva n.º 3' });
    expect(screen.queryByRole('checkbox', { name: 'Seleccionar la reserva n.º 2' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas las filas de esta página' }));
    expect((pending as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByRole('button', { name: 'Aprobar 1 reserva' })).toBeTruthy();
  });

  it('keeps a reason pasted past 250 characters whole and refuses it in words, rejecting nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/store-requests': { body: listReply([PENDING, APPROVED]) } });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('button', { name: 'Rechazar la reserva n.º 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rechazar la reserva n.º 3' }));
    const reason = dialog.getByRole('textbox', { name: /Motivo/ }) as HTMLTextAreaElement;
    await user.click(reason);
    await user.paste('Sin transporte. '.repeat(16));
    await user.click(dialog.getByRole('button', { name: 'Rechazar' }));
    expect(await dialog.findByText('No puede tener más de 250 caracteres')).toBeTruthy();
    expect(reason.value).toHaveLength(256);
    expect(callsTo(fetchMock, 'POST /api/admin/store-requests/3/reject')).toHaveLength(0);
  });

  it('approves the selected reservations and says which could not be', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/store-requests': { body: listReply([PENDING, { ...PENDING, id: 5 }]) },
      'POST /api/admin/store-requests/approve': {
        body: {
          message: 'Reservas aprobadas: 1',
          approved: [3],
          refused: [{ id: 5, message: 'La cantidad solicitada excede las 4 disponibles' }],
        },
      },
    });
    const user = userEvent.setup();
    renderPage();

    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar la reserva n.º 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar la reserva n.º 5' }));
    await user.click(screen.getByRole('button', { name: 'Aprobar 2 reservas' }));
    expect(await screen.findByText('Reservas aprobadas: 1')).toBeTruthy();
    expect(
      await screen.findByText(
        'La reserva n.º 5 no se aprobó: La cantidad solicitada excede las 4 disponibles',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/store-requests/approve')[0]?.body).toEqual({ ids: [3, 5] });
  });

  it('shows no decision buttons to staff who may only read', async () => {
    stubApi({ 'GET /api/admin/store-requests': { body: listReply([PENDING]) } });
    renderPage(staff(['read_store_requests']));
    expect(await screen.findByText('N.º 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprobar la reserva n.º 3' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar la reserva n.º 3' })).toBeNull();
  });
});
