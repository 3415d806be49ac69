import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { CONFIRMED, signedIn } from '../test/fixtures';
import { Component as OrderStatusCreatePage } from './order-status-create-page';

function renderCreate() {
  return renderRoutes(
    [
      { path: '/admin/order_status/create', Component: OrderStatusCreatePage },
      { path: '/admin/order_status', element: <p>statuses list</p> },
    ],
    { path: '/admin/order_status/create', user: signedIn() },
  );
}

describe('create order status', { timeout: 20_000 }, () => {
  it('checks the name and the colour before sending', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderCreate();

    const color = await screen.findByRole('textbox', { name: /^Color/ });
    await user.clear(color);
    await user.type(color, 'rojo');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(screen.getByText('Color no válido (#rrggbb)')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/order-statuses')).toHaveLength(0);
  });

  it('keeps a colour typed wrong as typed when the field is left, instead of putting the last good one back', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderCreate();

    const color = (await screen.findByRole('textbox', { name: /^Color/ })) as HTMLInputElement;
    await user.clear(color);
    await user.type(color, '#e8590c');
    await user.type(color, '{Backspace}');
    await user.tab();
    expect(color.value).toBe('#e8590');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Color no válido (#rrggbb)')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/order-statuses')).toHaveLength(0);
  });

  it('shows a duplicate name the server refuses beside the name', async () => {
    stubApi({
      'POST /api/admin/order-statuses': {
        status: 422,
        body: { message: 'Hay campos vacíos o no válidos', errors: { name: ['No se permiten duplicados'] } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'pendiente');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const name = screen.getByRole('textbox', { name: /^Nombre/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('No se permiten duplicados')).toBeTruthy();
  });

  it('sends the status without a position so that it goes last, and goes back to the list', async () => {
    const fetchMock = stubApi({ 'POST /api/admin/order-statuses': { status: 201, body: CONFIRMED } });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Devuelto');
    const color = screen.getByRole('textbox', { name: /^Color/ });
    await user.clear(color);
    await user.type(color, '#E8590C');
    await user.click(screen.getByRole('switch', { name: /^Estado final/ }));
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('statuses list')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/order-statuses')[0]?.body).toEqual({
      name: 'Devuelto',
      color: '#e8590c',
      counts_against_availability: true,
      is_final: true,
    });
  });
});
