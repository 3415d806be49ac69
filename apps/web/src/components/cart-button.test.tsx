import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseCoin } from '../lib/coin';
import { callsTo } from '../test/api-calls';
import { stubApi } from '../test/render';
import { renderRoutes } from '../test/render-routes';
import { CartButton } from './cart-button';

const USD = {
  id: 1,
  short_name: 'USD',
  name: 'Dólar',
  symbol: '$',
  is_base: true,
  decimals: 2,
  rate: '1',
  rate_date: null,
};
const MLC = { ...USD, id: 2, short_name: 'MLC', name: 'MLC', symbol: 'MLC', is_base: false, rate: '1.2' };

function render(count: number) {
  const fetchMock = stubApi({
    'GET /api/coins': { body: { date: '2025-03-02', coins: [USD, MLC] } },
    'GET /api/shop-cart-data': { body: { items: [], count } },
  });
  renderRoutes([{ path: '/store', Component: CartButton }], { path: '/store' });
  return fetchMock;
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: one test picks a coin.
  document.cookie = 'coin=; path=/; max-age=0';
});

describe('cart button', () => {
  it('links to the cart and tells how many units it holds', async () => {
    render(3);
    const link = await screen.findByRole('link', { name: 'Carrito: 3 productos' });
    expect(link.getAttribute('href')).toBe('/Cart');
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('has no count while the cart is empty', async () => {
    const fetchMock = render(0);
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/shop-cart-data')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Carrito' })).toBeTruthy();
    expect(screen.queryByText('0')).toBeNull();
  });

  it('asks for the cart again when the shopper picks another coin', async () => {
    const fetchMock = render(1);
    await screen.findByRole('link', { name: 'Carrito: 1 producto' });
    chooseCoin('MLC');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/shop-cart-data')).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET /api/shop-cart-data')[1]?.url.searchParams.get('coin')).toBe('MLC');
  });
});
