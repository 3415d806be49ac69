import { DEFAULT_STORE_IDENTITY } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { storeIdentityQuery } from '../../lib/store-identity';
import { stubApi } from '../../test/render';
import { renderRoutes } from '../../test/render-routes';
import { Component as StoreLayout } from '../layouts/store-layout';
import { folded, matchingCategories } from './search-suggestions';

const CATEGORIES = [
  { id: 1, name: 'Alimentos', slug: 'alimentos', parent_id: null, priority: 1, description: '' },
  { id: 2, name: 'Café y dulces', slug: 'cafe-y-dulces', parent_id: 1, priority: 1, description: '' },
  { id: 3, name: 'Electrónica', slug: 'electronica', parent_id: null, priority: 2, description: '' },
];

const COFFEE = {
  id: 7,
  sku: 'CAFE-000001',
  name: 'Café Cubita molido 250 g',
  slug: 'cafe-cubita-molido-250-g',
  kind: 'simple',
  short_description: '',
  in_offer: false,
  discount_percentage: 0,
  offer_ends_at: null,
  prices: [{ coin: 'USD', regular_price: 450, final_price: 450, wholesale_price: null }],
  wholesaler: false,
  min_quantity: 1,
  availability: 10,
  low_availability: false,
  rating: { average: null, count: 0 },
  image: null,
  category: { id: 2, name: 'Café y dulces', slug: 'cafe-y-dulces' },
  brand: null,
};

const USD = { short_name: 'USD', name: 'Dólar', symbol: '$', is_base: true };

function renderStore() {
  queryClient.setQueryData(storeIdentityQuery.queryKey, DEFAULT_STORE_IDENTITY);
  const page = () => <p>page</p>;
  const routes = [
    {
      Component: StoreLayout,
      children: [
        { path: '/store', Component: page },
        { path: '/Products/:product', Component: page },
      ],
    },
  ];
  return renderRoutes(routes, { path: '/store', user: null as never });
}

beforeEach(() => {
  stubApi({
    'GET /api/coins': { body: { date: '2025-03-02', coins: [] } },
    'GET /api/store/filters': { body: { categories: CATEGORIES, brands: [], price_range: null } },
    'GET /api/store/products': ({ url }) => ({
      body: {
        data: url.searchParams.get('search') === 'cafe' ? [COFFEE] : [],
        meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 },
        coins: [USD],
      },
    }),
  });
});

describe('the header search', () => {
  it('matches category names without caring for accents or case', () => {
    expect(folded('Café Y Dulces')).toBe('cafe y dulces');
    expect(matchingCategories(CATEGORIES, 'CAFE').map((c) => c.slug)).toEqual(['cafe-y-dulces']);
    expect(matchingCategories(CATEGORIES, 'xyz')).toEqual([]);
  });

  it('suggests categories and products as the shopper types, and the arrows and Enter open one', async () => {
    const { router } = renderStore();
    const box = screen.getByRole('combobox', { name: 'Buscar en la tienda' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'cafe' } });
    const list = await screen.findByRole('listbox', { name: 'Sugerencias' });
    expect(await within(list).findByRole('option', { name: /Café Cubita molido 250 g/ })).toBeTruthy();
    expect(within(list).getByRole('option', { name: /Café y dulces/ })).toBeTruthy();
    expect(within(list).getByRole('option', { name: 'Buscar «cafe» en la tienda' })).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');

    // The category comes first, then the product.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('Café Cubita');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/Products/cafe-cubita-molido-250-g'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches the catalogue for what was typed when submitted, and asks nothing for one letter', async () => {
    const fetchMock = stubApi({ 'GET /api/coins': { body: { date: '2025-03-02', coins: [] } } });
    const { router } = renderStore();
    const box = screen.getByRole('combobox', { name: 'Buscar en la tienda' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: ' arroz ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await waitFor(() => expect(router.state.location.search).toBe('?search=arroz'));
    expect(router.state.location.pathname).toBe('/store');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), window.location.origin));
    expect(asked.some((url) => url.searchParams.get('search') === 'a')).toBe(false);
  });

  it('works as a plain form before its code runs: a GET to the catalogue with the search field', () => {
    renderStore();
    // <search> is the search landmark in browsers (jsdom does not know the element yet).
    const form = document.querySelector('search > form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/store');
    expect(form.getAttribute('method')).toBe('get');
    expect(within(form).getByRole('combobox').getAttribute('name')).toBe('search');
  });
});

describe('the category menu', () => {
  it('opens a panel of every category, grouped under the top ones', async () => {
    renderStore();
    const nav = screen.getByRole('navigation', { name: 'Navegación de la tienda' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Categorías' }));
    const panel = await screen.findByRole('dialog', { name: 'Categorías' });
    expect((await within(panel).findByRole('link', { name: 'Café y dulces' })).getAttribute('href')).toBe(
      '/store?category=cafe-y-dulces',
    );
    expect(within(panel).getByRole('link', { name: 'Electrónica' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Ver todo el catálogo' }).getAttribute('href')).toBe(
      '/store',
    );
  });

  it('is a drawer on phones, with the categories and the shop pages', async () => {
    renderStore();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar u ocultar la navegación' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    expect(await within(drawer).findByRole('link', { name: 'Alimentos' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Preguntas frecuentes' }).getAttribute('href')).toBe(
      '/Frequent-Ask',
    );
  });
});
