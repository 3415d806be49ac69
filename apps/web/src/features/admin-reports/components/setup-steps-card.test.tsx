import { type DashboardSetupReply, SETUP_STEPS } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { DashboardCards } from './dashboard-cards';

const steps = (done: string[]): DashboardSetupReply => ({
  steps: SETUP_STEPS.map((key) => ({
    key,
    done: done.includes(key),
  })),
});

describe('the dashboard’s first steps', () => {
  it('shows a new shop’s owner what is left, each step a link to where it is done', async () => {
    stubApi({ 'GET /api/admin/dashboard/setup': { body: steps(['store', 'contacts', 'pay_forms']) } });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_settings'] }),
    });
    const card = await screen.findByRole('region', { name: 'Primeros pasos' });
    expect(within(card).getByText('3 de 8 hechos')).toBeTruthy();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('aria-label'))).toEqual([
      'Hecho',
      'Hecho',
      'Por hacer',
      'Por hacer',
      'Por hacer',
      'Hecho',
      'Por hacer',
      'Por hacer',
    ]);
    expect(
      within(card).getByRole('link', { name: 'Publica las páginas de tu tienda' }).getAttribute('href'),
    ).toBe('/admin/settings/Information');
    expect(
      within(card).getByRole('link', { name: 'Conecta un servidor de correo' }).getAttribute('href'),
    ).toBe('/admin/settings/Generals?tab=mail');
    expect(
      within(card).getByRole('link', { name: 'Pon a la venta tu primer producto' }).getAttribute('href'),
    ).toBe('/admin/products/Create');
    // A catalogue kept in a spreadsheet has a second way in.
    expect(
      within(card)
        .getByRole('link', { name: '¿Ya tienes tu catálogo en una hoja de cálculo? Impórtalo' })
        .getAttribute('href'),
    ).toBe('/admin/products/import');
    expect(
      within(card).getByRole('link', { name: 'Pon la tasa de cambio de tus monedas' }).getAttribute('href'),
    ).toBe('/admin/exchangeRates/Create');
    expect(within(card).getByText(/el envío a domicilio es gratis/)).toBeTruthy();
    // A done step says no more than its name.
    expect(within(card).queryByText(/Hasta entonces se llama «Tienda»/)).toBeNull();
  });

  it('is gone once every step is done', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/dashboard/setup': {
        body: steps([...SETUP_STEPS]),
      },
    });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_settings'] }),
    });
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/admin/dashboard/setup')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Primeros pasos' })).toBeNull();
  });

  it('is not asked for by staff who cannot read the settings', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/dashboard/reviews': { body: { pending: 2, unanswered: 0 } },
    });
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['rating_products'] }),
    });
    await screen.findByRole('region', { name: 'Reseñas por moderar' });
    expect(callsTo(fetchMock, 'GET /api/admin/dashboard/setup')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Primeros pasos' })).toBeNull();
  });

  it('asks again when the owner comes back from doing a step', async () => {
    let saved = ['store'];
    const fetchMock = stubApi({ 'GET /api/admin/dashboard/setup': () => ({ body: steps(saved) }) });
    const { unmount } = renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_settings'] }),
    });
    expect(await screen.findByText('1 de 8 hechos')).toBeTruthy();
    unmount();
    saved = ['store', 'contacts'];
    renderRoutes([{ path: '/admin', Component: DashboardCards }], {
      path: '/admin',
      user: testUser({ all_permissions: ['read_settings'] }),
    });
    expect(await screen.findByText('2 de 8 hechos')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/dashboard/setup')).toHaveLength(2);
  });
});
