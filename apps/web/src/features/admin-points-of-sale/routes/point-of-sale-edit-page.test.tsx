import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { shownTime } from '../../../test/time-field';
import { signedIn, VEDADO } from '../test/fixtures';
import { Component as PointOfSaleEditPage } from './point-of-sale-edit-page';

function renderEdit(id = 1) {
  return renderRoutes(
    [
      { path: '/admin/point_of_sales/:id', Component: PointOfSaleEditPage },
      { path: '/admin/point_of_sales', element: <p>points list</p> },
    ],
    { path: `/admin/point_of_sales/${id}`, user: signedIn() },
  );
}

describe('edit point of sale', { timeout: 30_000 }, () => {
  it('loads the point, removes a period and saves', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/point-of-sales/1': { body: VEDADO },
      'PUT /api/admin/point-of-sales/1': { body: VEDADO },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    expect(
      await screen.findByRole('heading', { name: 'Editar el punto de venta Tienda Vedado' }),
    ).toBeTruthy();
    expect(shownTime('Martes, horario 2: abre')).toBe('14:00');
    await user.click(screen.getByRole('button', { name: 'Quitar el horario 2 del Martes' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('points list')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/point-of-sales/1')[0]?.body).toMatchObject({
      name: 'Tienda Vedado',
      phones: ['+5378301234'],
      schedule: [
        { weekday: 2, opens: '09:00', closes: '13:00' },
        { weekday: 6, opens: '09:00', closes: '14:00' },
      ],
    });
  });

  it('puts the server field errors beside their fields', async () => {
    stubApi({
      'GET /api/admin/point-of-sales/1': { body: VEDADO },
      'PUT /api/admin/point-of-sales/1': {
        status: 422,
        body: { message: 'Hay campos vacíos o no válidos', errors: { 'phones.0': ['Número no admitido'] } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    const phone = screen.getByRole('textbox', { name: /^Teléfono 1/ });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Número no admitido')).toBeTruthy();
  });

  it('says so when the point does not exist', async () => {
    stubApi({ 'GET /api/admin/point-of-sales/9': { status: 404, body: { message: 'No encontrado' } } });
    renderEdit(9);

    expect(await screen.findByText('Punto de venta no encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a los puntos de venta' })).toBeTruthy();
  });
});
