import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { MLC, signedIn } from '../test/fixtures';
import { Component as CoinCreatePage } from './coin-create-page';

function renderCreate() {
  return renderRoutes(
    [
      { path: '/admin/coins/create', Component: CoinCreatePage },
      { path: '/admin/coins', element: <p>coins list</p> },
    ],
    { path: '/admin/coins/create', user: signedIn() },
  );
}

describe('create coin', { timeout: 20_000 }, () => {
  it('marks the required fields and sends nothing while they are empty', async () => {
    const fetchMock = stubApi({});
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('button', { name: 'Crear' }));

    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(3);
    expect(callsTo(fetchMock, 'POST /api/admin/coins')).toHaveLength(0);
  });

  it('shows the code error the server answers with beside the code field', async () => {
    stubApi({
      'POST /api/admin/coins': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { short_name: ['Ya existe una moneda con este código'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^Código/ }), 'mlc');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Moneda libremente convertible');
    await user.type(screen.getByRole('textbox', { name: 'Símbolo' }), '$');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    const code = screen.getByRole('textbox', { name: /^Código/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Ya existe una moneda con este código')).toBeTruthy();
  });

  it('sends the code in capitals and goes back to the list', async () => {
    const fetchMock = stubApi({ 'POST /api/admin/coins': { status: 201, body: MLC } });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^Código/ }), 'mlc');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'MLC');
    await user.type(screen.getByRole('textbox', { name: 'Símbolo' }), '$');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('coins list')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/coins')[0]?.body).toEqual({
      short_name: 'MLC',
      name: 'MLC',
      symbol: '$',
      enabled: true,
    });
  });
});
