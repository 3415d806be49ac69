import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { CANCELLED, CONFIRMED, PENDING, signedIn } from '../test/fixtures';
import { Component as OrderStatusEditPage } from './order-status-edit-page';

function renderEdit(id: number) {
  return renderRoutes(
    [
      { path: '/admin/order_status/:id', Component: OrderStatusEditPage },
      { path: '/admin/order_status', element: <p>statuses list</p> },
    ],
    { path: `/admin/order_status/${id}`, user: signedIn() },
  );
}

describe('edit order status', { timeout: 20_000 }, () => {
  it('renames a status and keeps its position', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/order-statuses/2': { body: CONFIRMED },
      'PUT /api/admin/order-statuses/2': { body: { ...CONFIRMED, name: 'Aceptado' } },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit(2);

    const name = await screen.findByRole('textbox', { name: /^Nombre/ });
    await user.clear(name);
    await user.type(name, 'Aceptado');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('statuses list')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/order-statuses/2')[0]?.body).toEqual({
      name: 'Aceptado',
      color: '#228be6',
      position: 2,
      counts_against_availability: true,
      is_final: false,
    });
  });

  it('explains the role of the cancelled status and locks what the shop relies on', async () => {
    stubApi({ 'GET /api/admin/order-statuses/6': { body: CANCELLED } });
    renderEdit(6);

    expect(await screen.findByText(/Los pedidos cancelados pasan a este estado/)).toBeTruthy();
    expect((screen.getByRole('switch', { name: /^Estado final/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: /^Reserva unidades/ }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('names a status the shop named itself as the reader reads it, and edits the name it is stored with', async () => {
    stubApi({ 'GET /api/admin/order-statuses/1': { body: { ...PENDING, label: 'Pending' } } });
    await i18n.changeLanguage('en-US');
    try {
      renderEdit(1);

      expect(await screen.findByRole('heading', { name: 'Edit status Pending' })).toBeTruthy();
      expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Pendiente');
      expect(screen.getByText('Shown in your language as “Pending” while it keeps this name.')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es-ES');
    }
  });

  it('says so when the status does not exist', async () => {
    stubApi({ 'GET /api/admin/order-statuses/9': { status: 404, body: { message: 'No encontrado' } } });
    renderEdit(9);

    expect(await screen.findByText('Estado no encontrado')).toBeTruthy();
  });
});
