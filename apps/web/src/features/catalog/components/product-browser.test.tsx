import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { card, FILTERS, productsReply } from '../test/fixtures';
import { coinsStub, forgetCoin, rememberCoin } from '../test/stubs';
import { ProductBrowser } from './product-browser';

const routes = [{ path: '/store', Component: () => <ProductBrowser /> }];

function lastQuery(fetchMock: ReturnType<typeof stubApi>) {
  return Object.fromEntries(callsTo(fetchMock, 'GET /api/store/products').at(-1)?.url.searchParams ?? []);
}

afterEach(forgetCoin);

describe('browsing the catalogue', { timeout: 20_000 }, () => {
  it('sends the search, filters, sort and page of the URL and shows the cards in the base coin', async () => {
    const fetchMock = stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': {
        body: productsReply(
          [card(), card({ id: 2, name: 'Lente', slug: 'lente', low_availability: true })],
          60,
          2,
        ),
      },
    });
    renderRoutes(routes, {
      path: '/store?search=camara&category=fotografia&brand=acme&sort=price&page=2&available=true&min_price=500&max_price=90000&coin=MLC',
    });

    const camera = await screen.findByRole('article', { name: 'Cámara réflex' });
    expect(lastQuery(fetchMock)).toEqual({
      page: '2',
      per_page: '24',
      search: 'camara',
      category: 'fotografia',
      brand: 'acme',
      sort: 'price',
      available: 'true',
      min_price: '500',
      max_price: '90000',
      coin: 'MLC',
    });
    expect(within(camera).getByTestId('price').textContent).toBe('10,00\u00a0$');
    expect(within(camera).getByRole('link', { name: 'Cámara réflex' }).getAttribute('href')).toBe(
      '/Products/camara-reflex',
    );
    expect(within(screen.getByRole('article', { name: 'Lente' })).getByText('Últimas unidades')).toBeTruthy();
    expect(screen.getByText('60 productos')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Ordenar por' }) as HTMLSelectElement).value).toBe('price');
  });

  it('shows each price in the coin kept in the cookie, struck through when discounted', async () => {
    rememberCoin('MLC');
    stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': {
        body: productsReply([card({ in_offer: true, discount_percentage: 20 }, 800, 1000)]),
      },
    });
    renderRoutes(routes, { path: '/store' });

    const camera = await screen.findByRole('article', { name: 'Cámara réflex' });
    expect(within(camera).getByTestId('price').textContent).toBe('9,60\u00a0MLC');
    expect(within(camera).getByTestId('regular-price').textContent).toBe('12,00\u00a0MLC');
    expect(within(camera).getByText('Precio habitual')).toBeTruthy();
    expect(within(camera).getByText('-20 %')).toBeTruthy();
  });

  it('loads the first pictures at once and the rest lazily, with their size and both renditions', async () => {
    stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': {
        body: productsReply(
          Array.from({ length: 6 }, (_, i) => card({ id: i + 1, name: `P${i}`, slug: `p${i}` })),
        ),
      },
    });
    const { container } = renderRoutes(routes, { path: '/store' });
    await screen.findByRole('article', { name: 'P0' });
    const images = [...container.querySelectorAll('article img')];
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(images[0]?.getAttribute('srcset')).toBe(
      '/uploads/abc-400.webp 400w, /uploads/abc-1000.webp 1000w',
    );
    expect(images[0]?.getAttribute('width')).toBe('1000');
    expect(images[0]?.getAttribute('height')).toBe('750');
  });

  it('says so when nothing matches, and clears the search and filters', async () => {
    const fetchMock = stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': ({ url }) => ({
        body: productsReply(url.searchParams.has('search') ? [] : [card()]),
      }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, { path: '/store?search=zzz&category=hogar' });

    expect(await screen.findByText('No encontramos productos')).toBeTruthy();
    expect(screen.getByText(/Ningún producto coincide con «zzz»/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Quitar la búsqueda y los filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Cámara réflex' })).toBeTruthy();
    expect(lastQuery(fetchMock)).toEqual({ page: '1', per_page: '24' });
  });

  it('says the shop has no products yet, not that a filter hides them, when nothing was asked for', async () => {
    stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': { body: productsReply([]) },
    });
    renderRoutes(routes, { path: '/store' });

    expect(await screen.findByText('Aún no hay productos')).toBeTruthy();
    expect(screen.getByText('La tienda todavía no tiene productos a la venta. Vuelve pronto.')).toBeTruthy();
    expect(screen.queryByText('No encontramos productos')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Quitar la búsqueda y los filtros' })).toBeNull();
    // Nothing to search, filter or sort yet.
    expect(screen.queryByRole('searchbox', { name: 'Buscar productos' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Ordenar por' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).toBeNull();
  });

  it('puts a picked category and sort in the URL, back on page 1', async () => {
    const fetchMock = stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': { body: productsReply([card()], 60, 2) },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(routes, { path: '/store?page=2' });
    await screen.findByRole('article', { name: 'Cámara réflex' });

    const filters = screen.getByRole('complementary', { name: 'Filtros' });
    await user.click(await within(filters).findByRole('button', { name: 'Objetivos' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=objetivos'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), '-price');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ category: 'objetivos', sort: '-price', page: '1' }),
    );
  });

  it('sends a price range typed in the chosen coin as its minor units', async () => {
    rememberCoin('MLC');
    const fetchMock = stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': { body: productsReply([card()]) },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { path: '/store' });
    await screen.findByRole('article', { name: 'Cámara réflex' });

    const filters = screen.getByRole('complementary', { name: 'Filtros' });
    await user.type(within(filters).getByRole('textbox', { name: 'Precio mínimo' }), 'diez');
    await user.click(within(filters).getByRole('button', { name: 'Aplicar precio' }));
    expect(within(filters).getByRole('alert').textContent).toBe('Escribe importes como 10 o 10,50.');
    expect(lastQuery(fetchMock)).not.toHaveProperty('min_price');
    await user.clear(within(filters).getByRole('textbox', { name: 'Precio mínimo' }));
    await user.type(within(filters).getByRole('textbox', { name: 'Precio mínimo' }), '10,5');
    await user.type(within(filters).getByRole('textbox', { name: 'Precio máximo' }), '20');
    await user.click(within(filters).getByRole('button', { name: 'Aplicar precio' }));
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ min_price: '1050', max_price: '2000', coin: 'MLC' }),
    );
  });

  it('offers a way to try again when the catalogue cannot load', async () => {
    stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': { status: 503, body: { message: 'El servicio no está disponible' } },
    });
    renderRoutes(routes, { path: '/store' });
    expect(await screen.findByText('El servicio no está disponible')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('says why the catalogue refused a search, without a retry that would be refused again', async () => {
    stubApi({
      ...coinsStub(),
      'GET /api/store/filters': { body: FILTERS },
      'GET /api/store/products': { status: 422, body: { message: 'La búsqueda no es válida' } },
    });
    renderRoutes(routes, { path: '/store' });
    expect(await screen.findByText('La búsqueda no es válida')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
