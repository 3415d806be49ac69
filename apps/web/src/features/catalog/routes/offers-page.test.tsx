import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { card, FILTERS, productsReply } from '../test/fixtures';
import { coinsStub } from '../test/stubs';
import { Component as OffersPage } from './offers-page';

describe('offers', { timeout: 20_000 }, () => {
  it('asks only for products in offer, whatever the URL says, with its own title and no offer switch', async () => {
    const fetchMock = stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': {
        body: productsReply([
          card(
            { in_offer: true, discount_percentage: 25, offer_ends_at: '2026-11-30T04:59:00.000Z' },
            750,
            1000,
          ),
        ]),
      },
    });
    renderRoutes([{ path: '/Offers', Component: OffersPage }], { path: '/Offers?in_offer=false&sort=price' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Cámara réflex' })).toBeTruthy();
    expect(screen.getByText('-25 %')).toBeTruthy();
    // Each card says until when, on the shop's calendar (23:59 in Havana is already the 30th in UTC).
    expect(screen.getByText('Oferta hasta el 29 nov')).toBeTruthy();
    const query = callsTo(fetchMock, 'GET /api/store/products').at(-1)?.url.searchParams;
    expect(query?.get('in_offer')).toBe('true');
    expect(query?.get('sort')).toBe('price');
    expect(screen.queryByRole('switch', { name: 'Solo en oferta' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Solo disponibles' })).toBeTruthy();
    expect(document.title).toBe('Ofertas | Tienda');
  });

  it('with no offer, says so and leads to the whole catalogue, with nothing to filter', async () => {
    stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': { body: productsReply([]) },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(
      [
        { path: '/Offers', Component: OffersPage },
        { path: '/store', Component: () => <h1>Tienda</h1> },
      ],
      { path: '/Offers' },
    );

    expect(await screen.findByText('No hay ofertas ahora')).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Solo disponibles' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ver todos los productos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/store'));
  });
});
