import type { ShippingOptionsReply } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { card, FILTERS, homeReply, productsReply, USD } from '../features/catalog/test/fixtures';
import { coinsStub, forgetCoin } from '../features/catalog/test/stubs';
import { shippingOptions } from '../features/checkout/test/fixtures';
import { i18n } from '../lib/i18n';
import { callsTo } from '../test/api-calls';
import { stubApi } from '../test/render';
import { renderRoutes, testUser } from '../test/render-routes';
import { Component as StoreLayout } from './layouts/store-layout';
import { Component as StoreFront } from './store-front';

const routes = [{ Component: StoreLayout, children: [{ path: '/store', Component: StoreFront }] }];

function stubStore(coins = coinsStub(), delivery: Partial<ShippingOptionsReply> = {}) {
  return stubApi({
    ...coins,
    'GET /api/store/home': { body: homeReply() },
    'GET /api/store/filters': { body: FILTERS },
    'GET /api/store/products': { body: productsReply([card()]) },
    'GET /api/shipping/options': { body: { ...shippingOptions, online_providers: ['paypal'], ...delivery } },
  });
}

afterEach(forgetCoin);

describe('store front', { timeout: 20_000 }, () => {
  it('welcomes a visitor and invites them to register or sign in', async () => {
    stubStore();
    renderRoutes(routes, { path: '/store' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido a Tienda' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Crear una cuenta' }).getAttribute('href')).toBe(
      '/Auth/Register',
    );
    expect(within(main).getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/Auth/Login',
    );
  });

  it('holds the place of the sections while they load, so the catalogue below does not jump', async () => {
    stubStore();
    renderRoutes(routes, { path: '/store' });
    // Three rows of five cards for offers, newest and best sellers, besides the catalogue's own placeholders.
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThanOrEqual(15);
    await screen.findByRole('region', { name: 'En oferta' });
    await waitFor(() => expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0));
  });

  it('shows the categories by priority, the offers, the newest, the best sellers and then every product', async () => {
    stubStore();
    renderRoutes(routes, { path: '/store' });

    const categories = await screen.findByRole('navigation', { name: 'Categorías' });
    const tiles = within(categories).getAllByRole('link');
    expect(tiles.map((tile) => tile.lastChild?.textContent)).toEqual(['Fotografía', 'Hogar']);
    expect(within(categories).getByRole('link', { name: 'Fotografía' }).getAttribute('href')).toBe(
      '/store?category=fotografia',
    );
    // A tile shows its first product's picture; one without shows the category's initial.
    expect(tiles[0]?.querySelector('img')?.getAttribute('src')).toBe('/uploads/abc-400.webp');
    expect(tiles[1]?.querySelector('img')).toBeNull();
    expect(within(categories).getByRole('link', { name: 'Hogar' })).toBeTruthy();
    const offers = screen.getByRole('region', { name: 'En oferta' });
    expect(within(offers).getByRole('article', { name: 'Trípode en oferta' })).toBeTruthy();
    expect(within(offers).getByRole('link', { name: 'Ver todas las ofertas' }).getAttribute('href')).toBe(
      '/Offers',
    );
    expect(within(screen.getByRole('region', { name: 'Novedades' })).getByText('Lámpara nueva')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Los más vendidos' })).getByText('Mochila popular'),
    ).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Cámara réflex' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Todos los productos' })).toBeTruthy();
    // The front's foot loads after the page, with the ways to pay: each pay form once, then the online ones.
    expect(await screen.findByRole('heading', { name: 'Horario de atención' })).toBeTruthy();
    const ways = (await screen.findByText('Formas de pago')).parentElement;
    expect([...(ways?.querySelectorAll('p') ?? [])].map((line) => line.textContent)).toEqual([
      'Formas de pago',
      'Efectivo contra entrega',
      'Transferencia',
      'Efectivo al recoger',
      'PayPal',
    ]);
  });

  it('shows only the results once the URL holds a search', async () => {
    const fetchMock = stubStore();
    renderRoutes(routes, { path: '/store?search=camara' });
    // The heading and the tab say what the screen shows.
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para «camara»' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Resultados para «camara» | Tienda'));
    expect(await screen.findByRole('article', { name: 'Cámara réflex' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bienvenido a Tienda' })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/store/home')).toHaveLength(0);
    // Nor the front's layout: results have no front.
    expect(callsTo(fetchMock, 'GET /api/settings/home')).toHaveLength(0);
    expect(callsTo(fetchMock, 'GET /api/store/products').at(-1)?.url.searchParams.get('search')).toBe(
      'camara',
    );
  });

  it('keeps the shopper typing in the front’s catalogue search as the front turns into its results', async () => {
    stubStore();
    renderRoutes(routes, { path: '/store' });
    const field = await screen.findByRole('searchbox', { name: 'Buscar productos' });
    await userEvent.type(field, 'caf');
    // The search is applied: the front gives way to the results, and the field is the same one, still focused.
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados para «caf»' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toBe(field);
    expect(document.activeElement).toBe(field);
    await userEvent.keyboard('é');
    expect((field as HTMLInputElement).value).toBe('café');
  });

  it('names a category or a brand listing after it, and any other listing the catalogue', async () => {
    stubStore();
    const { router } = renderRoutes(routes, { path: '/store?category=hogar&sort=price' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hogar' })).toBeTruthy();
    expect(screen.getByText('Todo para la casa')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Hogar | Tienda'));
    await router.navigate('/store?brand=acme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeTruthy();
    await router.navigate('/store?category=no-existe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo' })).toBeTruthy();
    await router.navigate('/store?sort=newest');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catálogo' })).toBeTruthy();
  });

  it('switches every price to the coin picked in the header and keeps it in a cookie for a year', async () => {
    stubStore();
    const user = userEvent.setup({ delay: null });
    renderRoutes(routes, { path: '/store' });
    const offer = await screen.findByRole('article', { name: 'Trípode en oferta' });
    expect(within(offer).getByTestId('price').textContent).toBe('8,00\u00a0$');

    await user.click(await screen.findByRole('button', { name: 'Moneda: USD' }));
    await user.click(await screen.findByRole('menuitem', { name: /MLC/ }));

    await waitFor(() => expect(within(offer).getByTestId('price').textContent).toBe('9,60\u00a0MLC'));
    const camera = screen.getByRole('article', { name: 'Cámara réflex' });
    expect(within(camera).getByTestId('price').textContent).toBe('12,00\u00a0MLC');
    expect(document.cookie).toContain('coin=MLC');
    expect(screen.getByRole('button', { name: 'Moneda: MLC' })).toBeTruthy();
  });

  it('hides the coin picker when only the base coin is offered', async () => {
    stubStore(coinsStub([USD]));
    renderRoutes(routes, { path: '/store' });
    expect(await screen.findByRole('article', { name: 'Trípode en oferta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Moneda/ })).toBeNull();
  });

  it('sends a signed-in user to their profile instead', async () => {
    stubStore();
    renderRoutes(routes, { path: '/store', user: testUser({ name: 'Luis' }) });
    expect(screen.getByText('Hola, Luis.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a mi perfil' }).getAttribute('href')).toBe('/Profile');
    expect(screen.queryByRole('link', { name: 'Crear una cuenta' })).toBeNull();
  });

  it('speaks English too, with prices written the English way', async () => {
    await i18n.changeLanguage('en-US');
    stubStore();
    renderRoutes(routes, { path: '/store' });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Tienda' })).toBeTruthy();
    const offer = await screen.findByRole('article', { name: 'Trípode en oferta' });
    expect(within(offer).getByTestId('price').textContent).toBe('$8.00');
    expect(screen.getByRole('region', { name: 'Best sellers' })).toBeTruthy();
  });

  describe('says only what the shop does', () => {
    /** The text of the card, or the step, a heading heads. */
    const under = async (heading: string) =>
      (await screen.findByRole('heading', { name: heading })).parentElement?.textContent;
    /** The text of an order step, found by its title. */
    const step = async (title: string) => (await screen.findByText(title)).closest('li')?.textContent;

    it('names the coins it sells in and both ways an order reaches the shopper', async () => {
      stubStore();
      renderRoutes(routes, { path: '/store' });
      expect(
        await screen.findByText(
          'Compra al por menor o al por mayor, paga en USD o MLC y recibe tu pedido en casa o recógelo en uno de nuestros puntos de venta.',
        ),
      ).toBeTruthy();
      expect(await under('Pagos en USD y MLC')).toContain(
        'Los precios están en USD y se muestran también en MLC según la tasa de cambio vigente.',
      );
      expect(await under('A domicilio o en tienda')).toBeTruthy();
      expect(await under('Entrega y recogida')).toBeTruthy();
      expect(await step('Paso 3 · Paga')).toContain(
        'En USD o MLC; ves el total con el envío antes de confirmar.',
      );
    });

    it('promises neither MLC nor pickup to a shop that sells in USD and delivers home', async () => {
      stubStore(coinsStub([USD]), { local_pickup: false });
      renderRoutes(routes, { path: '/store' });
      expect(
        await screen.findByText(
          'Compra al por menor o al por mayor, paga en USD y recibe tu pedido en casa.',
        ),
      ).toBeTruthy();
      expect(await under('Pagos en USD')).toContain('Todos los precios están en USD.');
      expect(screen.getAllByRole('heading', { name: 'Entrega a domicilio' })).toHaveLength(2);
      expect(await step('Paso 2 · Indica quién recibe')).toContain('Un beneficiario con su dirección.');
      expect(await step('Paso 3 · Paga')).toContain('En USD; ves el total con el envío antes de confirmar.');
      expect(screen.getByRole('main').textContent).not.toMatch(/MLC|recog|punto de venta/i);
    });

    it('sends a shop’s shoppers to its counters when it does not deliver home', async () => {
      await i18n.changeLanguage('en-US');
      stubStore(coinsStub(), { home_delivery: false });
      renderRoutes(routes, { path: '/store' });
      expect(
        await screen.findByText(
          'Buy retail or wholesale, pay in USD or MLC, and pick your order up at one of our points of sale.',
        ),
      ).toBeTruthy();
      expect(screen.getAllByRole('heading', { name: 'Pickup at the shop' })).toHaveLength(2);
      expect(await step('Step 2 · Say who receives it')).toContain(
        'Who will pick it up, and at which point of sale.',
      );
      expect(await step('Step 3 · Pay')).toContain('In USD or MLC; you see the total before confirming.');
      expect(screen.getByRole('main').textContent).not.toMatch(/home/i);
    });

    it('claims no way of delivery where the shop offers none', async () => {
      stubStore(coinsStub(), { home_delivery: false, local_pickup: false });
      renderRoutes(routes, { path: '/store' });
      expect(await screen.findByText('Compra al por menor o al por mayor y paga en USD o MLC.')).toBeTruthy();
      expect(await screen.findByRole('heading', { name: 'Horario de atención' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: /domicilio|recogida|en tienda/i })).toBeNull();
    });
  });
});
