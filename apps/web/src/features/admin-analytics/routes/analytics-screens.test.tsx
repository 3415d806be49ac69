import type {
  AccessesReply,
  AnalyticsPeriods,
  PagesMostVisitedReply,
  ProductTopReply,
  SalesBehaviourReply,
  VisitsReply,
} from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as LoginPage } from './login-page';
import { Component as MostSoldPage } from './most-sold-page';
import { Component as SalesPage } from './sales-page';
import { Component as VisitsPage } from './visits-page';

const PERIODS: AnalyticsPeriods = {
  current: { from: '2026-11-09', to: '2026-11-10' },
  previous: { from: '2026-11-07', to: '2026-11-08' },
};
const PATH = '?from=2026-11-09&to=2026-11-10';
const analyst = testUser({ all_permissions: ['read_analytics'] });
const NO_TOP: ProductTopReply = { periods: PERIODS, rows: [] };

const VISITS: VisitsReply = {
  periods: PERIODS,
  current: [
    { day: '2026-11-09', views: 1_200, visitors: 300 },
    { day: '2026-11-10', views: 800, visitors: 200 },
  ],
  previous: [
    { day: '2026-11-07', views: 500, visitors: 250 },
    { day: '2026-11-08', views: 500, visitors: 250 },
  ],
  devices: [
    { key: 'mobile', count: 1_500 },
    { key: 'desktop', count: 500 },
  ],
  referrers: [{ key: 'facebook.com', count: 40 }],
  searches_empty: [{ key: 'leche condensada', count: 7 }],
};

describe('/admin/analytics', { timeout: 30_000 }, () => {
  it('Visits: the period’s figures against the one before, devices, sites, empty searches and the tops', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/analytics/visits': { body: VISITS },
      'GET /api/admin/analytics/pages-most-visited': {
        body: {
          periods: PERIODS,
          rows: [{ path: '/Offers', count: 90, previous: 120 }],
        } satisfies PagesMostVisitedReply,
      },
      'GET /api/admin/analytics/products-most-visited': {
        body: {
          periods: PERIODS,
          rows: [{ product_id: 3, slug: 'cafe-serrano', name: 'Café Serrano 250 g', count: 55, previous: 0 }],
        } satisfies ProductTopReply,
      },
    });
    renderRoutes([{ path: '/admin/analytics/Visits', Component: VisitsPage }], {
      path: `/admin/analytics/Visits${PATH}`,
      user: analyst,
    });
    expect(await screen.findByText('2000')).toBeTruthy();
    // The tab is named after the screen, as every back-office screen's is.
    expect(document.title).toBe('Visitas | Tienda');
    // 2000 views against 1000: twice as many; 500 visitors against 500: the same.
    expect(screen.getByLabelText('+100 % respecto al periodo anterior')).toBeTruthy();
    expect(screen.getByLabelText('Igual que en el periodo anterior')).toBeTruthy();
    expect(screen.getByText(/Comparado con el periodo anterior: del 7 nov 2026 al 8 nov 2026/)).toBeTruthy();
    expect(screen.getByText('Móvil: 75 %')).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Sitios que traen visitas' })).getByText('facebook.com'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Búsquedas sin resultados' })).getByText('leche condensada'),
    ).toBeTruthy();
    const pages = within(await screen.findByRole('table', { name: 'Páginas más visitadas' }));
    expect(pages.getByRole('link', { name: '/Offers' }).getAttribute('href')).toBe('/Offers');
    expect(pages.getByLabelText('-25 % respecto al periodo anterior')).toBeTruthy();
    const products = within(await screen.findByRole('table', { name: 'Productos más visitados' }));
    expect(products.getByRole('link', { name: 'Café Serrano 250 g' }).getAttribute('href')).toBe(
      '/Products/cafe-serrano',
    );
    expect(products.getByText('Nuevo')).toBeTruthy();
    const asked = callsTo(fetchMock, 'GET /api/admin/analytics/visits')[0]?.url.searchParams;
    expect([asked?.get('from'), asked?.get('to')]).toEqual(['2026-11-09', '2026-11-10']);
  });

  it('Login: sign-ins by outcome and the new accounts', async () => {
    const accesses: AccessesReply = {
      periods: PERIODS,
      current: [
        { day: '2026-11-09', success: 12, failed: 3, blocked: 1 },
        { day: '2026-11-10', success: 8, failed: 0, blocked: 0 },
      ],
      previous: [
        { day: '2026-11-07', success: 10, failed: 1, blocked: 0 },
        { day: '2026-11-08', success: 10, failed: 1, blocked: 0 },
      ],
    };
    stubApi({
      'GET /api/admin/analytics/accesses': { body: accesses },
      'GET /api/admin/analytics/new-users': {
        body: {
          periods: PERIODS,
          current: [
            { day: '2026-11-09', users: 4, wholesale: 1 },
            { day: '2026-11-10', users: 0, wholesale: 0 },
          ],
          previous: [
            { day: '2026-11-07', users: 1, wholesale: 0 },
            { day: '2026-11-08', users: 1, wholesale: 0 },
          ],
        },
      },
    });
    renderRoutes([{ path: '/admin/analytics/Login', Component: LoginPage }], {
      path: `/admin/analytics/Login${PATH}`,
      user: analyst,
    });
    const signIns = within(await screen.findByRole('region', { name: 'Inicios de sesión' }));
    expect((await signIns.findAllByText('Correctos')).length).toBeGreaterThan(0);
    expect(signIns.getByText('20')).toBeTruthy();
    expect(signIns.getByLabelText('+50 % respecto al periodo anterior')).toBeTruthy();
    const people = within(await screen.findByRole('region', { name: 'Usuarios nuevos' }));
    expect(await people.findByLabelText('+100 % respecto al periodo anterior')).toBeTruthy();
    expect(people.getAllByText('De ellas, mayoristas').length).toBeGreaterThan(0);
  });

  it('MostSold: products sold and added to carts, each a link to its page', async () => {
    stubApi({
      'GET /api/admin/analytics/products-most-sold': {
        body: {
          periods: PERIODS,
          rows: [
            { product_id: 5, slug: 'arroz-1-kg', name: 'Arroz blanco 1 kg', count: 1_250, previous: 1_000 },
          ],
        },
      },
      'GET /api/admin/analytics/products-aggregated-cart': { body: NO_TOP },
    });
    renderRoutes([{ path: '/admin/analytics/MostSold', Component: MostSoldPage }], {
      path: `/admin/analytics/MostSold${PATH}`,
      user: analyst,
    });
    const sold = within(await screen.findByRole('table', { name: 'Productos más vendidos' }));
    expect(sold.getByRole('link', { name: 'Arroz blanco 1 kg' }).getAttribute('href')).toBe(
      '/Products/arroz-1-kg',
    );
    expect(sold.getByText('1250')).toBeTruthy();
    expect(sold.getByLabelText('+25 % respecto al periodo anterior')).toBeTruthy();
    const carts = within(await screen.findByRole('region', { name: 'Productos más añadidos al carrito' }));
    expect(carts.getByText('Nada en este periodo.')).toBeTruthy();
  });

  it('Sales: one block per coin, never summed, in the reader’s number format', async () => {
    const sales: SalesBehaviourReply = {
      periods: PERIODS,
      coins: [
        {
          coin: 'MLC',
          symbol: '$',
          current: [
            { day: '2026-11-09', orders: 1, net: 1_050 },
            { day: '2026-11-10', orders: 0, net: 0 },
          ],
          previous: [
            { day: '2026-11-07', orders: 0, net: 0 },
            { day: '2026-11-08', orders: 0, net: 0 },
          ],
          totals: {
            current: { orders: 1, net: 1_050, average: 1_050 },
            previous: { orders: 0, net: 0, average: 0 },
          },
        },
        {
          coin: 'USD',
          symbol: '$',
          current: [
            { day: '2026-11-09', orders: 2, net: 250_000 },
            { day: '2026-11-10', orders: 1, net: 50_000 },
          ],
          previous: [
            { day: '2026-11-07', orders: 2, net: 100_000 },
            { day: '2026-11-08', orders: 2, net: 100_000 },
          ],
          totals: {
            current: { orders: 3, net: 300_000, average: 100_000 },
            previous: { orders: 4, net: 200_000, average: 50_000 },
          },
        },
      ],
    };
    stubApi({ 'GET /api/admin/analytics/sales-behaviour': { body: sales } });
    renderRoutes([{ path: '/admin/analytics/Sales', Component: SalesPage }], {
      path: `/admin/analytics/Sales${PATH}`,
      user: analyst,
    });
    expect(await screen.findByText('En MLC')).toBeTruthy();
    expect(screen.getByText('En USD')).toBeTruthy();
    // The testing library reads the no-break space before the symbol as a space.
    expect(screen.getByText('3000,00 $')).toBeTruthy();
    expect(screen.getAllByText('10,50 $').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('-25 % respecto al periodo anterior')).toBeTruthy();
  });
});
