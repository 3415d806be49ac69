import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { COINS_REPLY, exchangeRate, signedIn } from '../test/fixtures';
import { Component as ExchangeRatesListPage } from './exchange-rates-list-page';

const MLC_RATE = exchangeRate();
const EUR_RATE = exchangeRate({
  id: 6,
  coin_id: 3,
  coin: { id: 3, short_name: 'EUR', symbol: '€' },
  date: '2025-02-28',
  rate: '0.920000',
});

function renderList(url: string) {
  return renderRoutes(
    [
      { path: '/admin/exchangeRates', Component: ExchangeRatesListPage },
      { path: '/ExchangeRates/Index', Component: ExchangeRatesListPage },
    ],
    { path: url, user: signedIn() },
  );
}

function lastListQuery(fetchMock: ReturnType<typeof stubApi>) {
  return callsTo(fetchMock, 'GET /api/admin/exchange-rates').at(-1)?.url.searchParams;
}

describe('exchange rates list', { timeout: 20_000 }, () => {
  it("shows each rate exactly as the server wrote it, in the user's language (1,050000 in es-ES), with its coin and day", async () => {
    stubApi({
      'GET /api/admin/exchange-rates': { body: listReply([MLC_RATE, EUR_RATE]) },
      'GET /api/admin/coins': { body: COINS_REPLY },
    });
    renderList('/admin/exchangeRates');

    const mlc = (await screen.findByText('1,050000')).closest('tr') as HTMLElement;
    expect(within(mlc).getByText('MLC')).toBeTruthy();
    expect(within(mlc).getByText('1 mar 2025')).toBeTruthy();
    expect(
      within(mlc).getByRole('link', { name: 'Editar la tasa de MLC del 1 mar 2025' }).getAttribute('href'),
    ).toBe('/admin/exchangeRates/Edit/5');
    expect(screen.getByText('2 tasas')).toBeTruthy();
  });

  it('sends the coin and date range written in the URL, and links within /ExchangeRates', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/exchange-rates': { body: listReply([MLC_RATE]) },
      'GET /api/admin/coins': { body: COINS_REPLY },
    });
    renderList('/ExchangeRates/Index?coin_id=2&date_from=2025-02-01&date_to=2025-03-31');

    await screen.findByText('1,050000');
    expect(Object.fromEntries(lastListQuery(fetchMock) ?? [])).toEqual({
      page: '1',
      per_page: '20',
      sort: '-date',
      coin_id: '2',
      date_from: '2025-02-01',
      date_to: '2025-03-31',
    });
    expect(screen.getByRole('link', { name: 'Varias tasas' }).getAttribute('href')).toBe(
      '/ExchangeRates/CreateBatch',
    );
    expect(
      screen.getByRole('link', { name: 'Editar la tasa de MLC del 1 mar 2025' }).getAttribute('href'),
    ).toBe('/ExchangeRates/Edit/5');
  });

  it('filters by the coin picked', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/exchange-rates': { body: listReply([MLC_RATE, EUR_RATE]) },
      'GET /api/admin/coins': { body: COINS_REPLY },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList('/admin/exchangeRates');
    await screen.findByText('1,050000');

    await user.click(screen.getByRole('combobox', { name: 'Moneda' }));
    expect(screen.queryByRole('option', { name: /USD/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'EUR · Euro' }));

    await waitFor(() => expect(lastListQuery(fetchMock)?.get('coin_id')).toBe('3'));
    expect(router.state.location.search).toBe('?coin_id=3');
  });

  it('keeps the server refusal in the delete dialog', async () => {
    stubApi({
      'GET /api/admin/exchange-rates': { body: listReply([MLC_RATE]) },
      'GET /api/admin/coins': { body: COINS_REPLY },
      'DELETE /api/admin/exchange-rates/5': {
        status: 409,
        body: { message: 'Hay pedidos que usaron esta tasa' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderList('/admin/exchangeRates');

    await user.click(await screen.findByRole('button', { name: 'Eliminar la tasa de MLC del 1 mar 2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar tasa' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Hay pedidos que usaron esta tasa');
  });
});
