import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { COINS_REPLY, exchangeRate, signedIn } from '../test/fixtures';
import { Component as ExchangeRateBatchPage } from './exchange-rate-batch-page';

function renderBatch() {
  return renderRoutes(
    [
      { path: '/admin/exchangeRates/CreateBatch', Component: ExchangeRateBatchPage },
      { path: '/admin/exchangeRates', element: <p>rates list</p> },
    ],
    { path: '/admin/exchangeRates/CreateBatch', user: signedIn() },
  );
}

async function fillRow(user: UserEvent, line: number, coin: string, date: string, rate: string) {
  await user.click(screen.getByRole('combobox', { name: `Moneda de la fila ${line}` }));
  await user.click(await screen.findByRole('option', { name: coin }));
  fireEvent.change(screen.getByLabelText(`Fecha de la fila ${line}`), { target: { value: date } });
  await user.type(screen.getByRole('textbox', { name: `Tasa de la fila ${line}` }), rate);
}

describe('create exchange rates in a batch', { timeout: 30_000 }, () => {
  it('marks the empty cells of each row and sends nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/coins': { body: COINS_REPLY } });
    const user = userEvent.setup({ delay: null });
    renderBatch();

    await user.click(await screen.findByRole('button', { name: 'Añadir fila' }));
    await user.click(screen.getByRole('button', { name: 'Guardar 2 tasas' }));

    const second = screen.getByTestId('batch-row-2');
    expect(await within(second).findAllByText('Este campo es requerido')).toHaveLength(2);
    expect(callsTo(fetchMock, 'POST /api/admin/exchange-rates/batch')).toHaveLength(0);
  });

  it('puts each `rows.N.field` error of the server on its own cell, and saves nothing', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/coins': { body: COINS_REPLY },
      'POST /api/admin/exchange-rates/batch': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { 'rows.2.date': ['Ya hay una tasa de esta moneda en esta fecha'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderBatch();
    await screen.findByRole('button', { name: 'Añadir fila' });

    await fillRow(user, 1, 'MLC · Moneda libremente convertible', '2025-03-01', '1.05');
    await user.click(screen.getByRole('button', { name: 'Añadir fila' }));
    await fillRow(user, 2, 'EUR · Euro', '2025-03-01', '0.92');
    await user.click(screen.getByRole('button', { name: 'Añadir fila' }));
    await fillRow(user, 3, 'MLC · Moneda libremente convertible', '2025-03-01', '1.06');
    await user.click(screen.getByRole('button', { name: 'Guardar 3 tasas' }));

    const third = screen.getByTestId('batch-row-3');
    expect(await within(third).findByText('Ya hay una tasa de esta moneda en esta fecha')).toBeTruthy();
    expect(within(third).getByLabelText('Fecha de la fila 3').getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('batch-row-1')).queryByText(/Ya hay/)).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/admin/exchange-rates/batch')[0]?.body).toEqual({
      rows: [
        { coin_id: 2, date: '2025-03-01', rate: '1.05' },
        { coin_id: 3, date: '2025-03-01', rate: '0.92' },
        { coin_id: 2, date: '2025-03-01', rate: '1.06' },
      ],
    });
  });

  it('removes a row and sends the rest, then goes back to the list', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/coins': { body: COINS_REPLY },
      'POST /api/admin/exchange-rates/batch': { status: 201, body: { data: [exchangeRate()] } },
    });
    const user = userEvent.setup({ delay: null });
    renderBatch();
    await screen.findByRole('button', { name: 'Añadir fila' });

    await fillRow(user, 1, 'EUR · Euro', '2025-03-02', '9');
    await user.click(screen.getByRole('button', { name: 'Añadir fila' }));
    await fillRow(user, 2, 'MLC · Moneda libremente convertible', '2025-03-02', '1.1');
    await user.click(screen.getByRole('button', { name: 'Quitar la fila 1' }));
    await user.click(screen.getByRole('button', { name: 'Guardar 1 tasa' }));

    expect(await screen.findByText('rates list')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/admin/exchange-rates/batch')[0]?.body).toEqual({
        rows: [{ coin_id: 2, date: '2025-03-02', rate: '1.1' }],
      }),
    );
  });
});
