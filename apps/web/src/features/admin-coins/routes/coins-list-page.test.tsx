import type { Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { coin, MLC, signedIn, USD } from '../test/fixtures';
import { Component as CoinsListPage } from './coins-list-page';

function renderList(url = '/admin/coins', permissions?: Permission[]) {
  return renderRoutes(
    [
      { path: '/admin/coins', Component: CoinsListPage },
      { path: '/admin/coins/:id', element: <p>edit screen</p> },
    ],
    { path: url, user: signedIn(permissions) },
  );
}

describe('coins list', { timeout: 20_000 }, () => {
  it('shows each coin with its rate of today, its state and the base-coin badge', async () => {
    stubApi({
      'GET /api/admin/coins': {
        body: listReply([
          USD,
          MLC,
          coin({ id: 3, short_name: 'EUR', enabled: false, rate: null, rate_date: null }),
        ]),
      },
      'GET /api/admin/coins/settings': { body: { only_base_coin: false } },
    });
    renderList();

    const usd = (await screen.findByText('USD')).closest('tr') as HTMLElement;
    expect(within(usd).getByText('Moneda base')).toBeTruthy();
    expect(within(usd).queryByRole('button', { name: /Eliminar/ })).toBeNull();
    const mlc = screen.getByText('MLC').closest('tr') as HTMLElement;
    // Numbers read as the user's language writes them (issue 12): 1,05 in es-ES.
    expect(within(mlc).getByText('1,05')).toBeTruthy();
    expect(within(mlc).getByText('desde el 1 mar 2025')).toBeTruthy();
    expect(within(mlc).getByText('Habilitada')).toBeTruthy();
    expect(within(mlc).getByRole('link', { name: 'Editar la moneda MLC' }).getAttribute('href')).toBe(
      '/admin/coins/2',
    );
    const eur = screen.getByText('EUR').closest('tr') as HTMLElement;
    expect(within(eur).getByText('Deshabilitada')).toBeTruthy();
    expect(within(eur).getByText('Sin tasa vigente')).toBeTruthy();
    expect(screen.getByText('3 monedas')).toBeTruthy();
  });

  it('asks the server for the search, state, sort and page written in the URL', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/coins': { body: listReply([MLC], { page: 2, total: 21 }) },
      'GET /api/admin/coins/settings': { body: { only_base_coin: false } },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList('/admin/coins?search=ml&enabled=true&sort=-name&page=2');

    await screen.findByText('MLC');
    expect(
      Object.fromEntries(callsTo(fetchMock, 'GET /api/admin/coins').at(-1)?.url.searchParams ?? []),
    ).toEqual({
      page: '2',
      per_page: '20',
      search: 'ml',
      enabled: 'true',
      sort: '-name',
    });

    const lastSort = () => callsTo(fetchMock, 'GET /api/admin/coins').at(-1)?.url.searchParams.get('sort');
    await user.click(screen.getByRole('button', { name: 'Código' }));
    await waitFor(() => expect(lastSort()).toBe('short_name'));
    // The default order stays out of the URL.
    expect(router.state.location.search).toBe('?search=ml&enabled=true');
    await user.click(screen.getByRole('button', { name: 'Código' }));
    await waitFor(() => expect(lastSort()).toBe('-short_name'));
    expect(router.state.location.search).toBe('?search=ml&enabled=true&sort=-short_name');
  });

  it('turns on "base coin only" when the user may change the settings', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/coins': { body: listReply([USD]) },
      'GET /api/admin/coins/settings': { body: { only_base_coin: false } },
      'PUT /api/admin/coins/settings': { body: { only_base_coin: true } },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('switch', { name: /Solo la moneda base/ }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/coins/settings')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/coins/settings')[0]?.body).toEqual({ only_base_coin: true });
    expect(await screen.findByText('Ahora los clientes solo usan la moneda base')).toBeTruthy();
  });

  it('keeps the server refusal in the delete dialog', async () => {
    stubApi({
      'GET /api/admin/coins': { body: listReply([USD, MLC]) },
      'GET /api/admin/coins/settings': { body: { only_base_coin: false } },
      'DELETE /api/admin/coins/2': {
        status: 409,
        body: { message: 'La moneda tiene tasas de cambio: no se puede eliminar' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Eliminar la moneda MLC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar moneda' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'La moneda tiene tasas de cambio: no se puede eliminar',
    );
  });

  it('hides the actions and the setting the user may not use', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/coins': { body: listReply([MLC]) } });
    renderList('/admin/coins', ['read_coins']);

    await screen.findByText('MLC');
    expect(screen.queryByRole('link', { name: 'Nueva moneda' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar la moneda MLC' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/admin/coins/settings')).toHaveLength(0);
  });
});
