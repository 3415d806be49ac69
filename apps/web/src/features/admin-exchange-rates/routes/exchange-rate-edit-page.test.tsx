import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { COINS_REPLY, exchangeRate, signedIn } from '../test/fixtures';
import { Component as ExchangeRateEditPage } from './exchange-rate-edit-page';

function renderEdit() {
  return renderRoutes(
    [
      { path: '/ExchangeRates/Edit/:id', Component: ExchangeRateEditPage },
      { path: '/ExchangeRates/Index', element: <p>rates list</p> },
    ],
    { path: '/ExchangeRates/Edit/5', user: signedIn() },
  );
}

describe('edit exchange rate', { timeout: 20_000 }, () => {
  it('shows and reads the rate in Spanish, requires it and shows the server rate error beside it', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/coins': { body: COINS_REPLY },
      'GET /api/admin/exchange-rates/5': { body: exchangeRate() },
      'PUT /api/admin/exchange-rates/5': {
        status: 422,
        body: { message: 'Hay campos vacíos o no válidos', errors: { rate: ['Valor no válido'] } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    const rate = await screen.findByRole('textbox', { name: /^Tasa/ });
    expect((rate as HTMLInputElement).value).toBe('1,050000');
    await user.clear(rate);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Este campo es requerido')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/exchange-rates/5')).toHaveLength(0);

    // Typed as Spanish writes it, with a decimal comma.
    await user.type(rate, '1,0825');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Valor no válido')).toBeTruthy();
    await waitFor(() => expect(rate.getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(fetchMock, 'PUT /api/admin/exchange-rates/5')[0]?.body).toEqual({
      coin_id: 2,
      date: '2025-03-01',
      rate: '1.0825',
    });
  });
});
