import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { listItem, OPTIONS, signedIn } from '../test/fixtures';
import { Component as CombosPage } from './combos-list-page';
import { Component as CreatePage } from './product-create-page';
import { Component as ServicesPage } from './services-list-page';

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/combos', Component: CombosPage },
      { path: '/admin/services', Component: ServicesPage },
      { path: '/admin/products/Create', Component: CreatePage },
    ],
    { path, user: signedIn(['ALL']) },
  );

describe('combos and services areas', { timeout: 20_000 }, () => {
  it('lists only combos, whatever the URL asks, and creates a combo with the product form', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products': { body: listReply([listItem({ name: 'Combo desayuno', kind: 'combo' })]) },
    });
    render('/admin/combos?kind=simple');
    expect(await screen.findByRole('heading', { name: 'Combos' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Combo desayuno')).toBeTruthy());
    const asked = callsTo(fetchMock, 'GET /api/admin/products').map((call) => new URL(call.url).searchParams);
    expect(asked.every((params) => params.get('kind') === 'combo')).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Tipo' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nuevo combo' }).getAttribute('href')).toBe(
      '/admin/products/Create?kind=combo',
    );
  });

  it('shows services without a stock column', async () => {
    stubApi({
      ...OPTIONS,
      'GET /api/admin/products': {
        body: listReply([listItem({ name: 'Instalación de aire', kind: 'service', availability: null })]),
      },
    });
    render('/admin/services');
    expect(await screen.findByRole('heading', { name: 'Servicios' })).toBeTruthy();
    await screen.findByText('Instalación de aire');
    expect(screen.queryByRole('columnheader', { name: 'Disponibilidad' })).toBeNull();
  });
});
