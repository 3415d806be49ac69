import { DEFAULT_STORE_HOURS, DEFAULT_STORE_IDENTITY } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client';
import { storeIdentityQuery } from '../../lib/store-identity';
import { stubApi } from '../../test/render';
import { renderRoutes, testUser } from '../../test/render-routes';
import { Component as StoreLayout } from './store-layout';

function renderStore(user = testUser()) {
  // What the root loader brings in the app: the shop's hours among its look.
  queryClient.setQueryData(storeIdentityQuery.queryKey, {
    ...DEFAULT_STORE_IDENTITY,
    hours: DEFAULT_STORE_HOURS,
  });
  const routes = [
    {
      Component: StoreLayout,
      children: [
        { path: '/store', Component: () => <p>store front</p> },
        { path: '/', Component: () => <p>home</p> },
      ],
    },
  ];
  return renderRoutes(routes, { path: '/store', user });
}

// The header's coin picker asks which coins are offered; one coin means no picker.
beforeEach(() => {
  stubApi({ 'GET /api/coins': { body: { date: '2025-03-02', coins: [] } } });
});

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the language switcher writes this cookie.
  document.cookie = 'locale=; path=/; max-age=0';
});

describe('main layout', () => {
  it('offers a visitor to sign in or register', () => {
    renderStore(null as never);
    expect(screen.getAllByRole('link', { name: /Iniciar sesión/ })[0]?.getAttribute('href')).toBe(
      '/Auth/Login',
    );
    expect(screen.getAllByRole('link', { name: /Registrarse/ })[0]?.getAttribute('href')).toBe(
      '/Auth/Register',
    );
  });

  it('has the shop pages under the header, the business hours and the copyright in the footer', async () => {
    renderStore();
    const nav = screen.getByRole('navigation', { name: 'Navegación de la tienda' });
    expect(within(nav).getByRole('link', { name: 'Ofertas' }).getAttribute('href')).toBe('/Offers');
    expect(within(nav).getByRole('link', { name: 'Contacto' }).getAttribute('href')).toBe('/Contact-Us');
    // The footer's code loads after the page's.
    expect(await screen.findByText('Martes a viernes:')).toBeTruthy();
    expect(screen.getByText(/9:00\u2060-\u206013:00 y 14:00\u2060-\u206017:30/)).toBeTruthy();
    expect(screen.getByText('Sábado:')).toBeTruthy();
    expect(screen.getByText(`© 2025–${new Date().getFullYear()} Tienda`)).toBeTruthy();
  });

  it('links the footer to the shop pages staff published, the information and the frequent questions', async () => {
    stubApi({
      'GET /api/coins': { body: { date: '2025-03-02', coins: [] } },
      'GET /api/content/pages': {
        body: {
          sections: [
            { name: '', pages: [{ slug: 'about', title: 'Quiénes somos', description: '' }] },
            {
              name: 'Políticas',
              pages: [{ slug: 'shipment-policy', title: 'Política de envíos', description: '' }],
            },
          ],
          has: { blog: true, faq: true, offers: true, info: true },
        },
      },
    });
    renderStore();
    const links = await screen.findByRole('navigation', { name: 'Páginas de la tienda' });
    expect(
      (await within(links).findByRole('link', { name: 'Política de envíos' })).getAttribute('href'),
    ).toBe('/shipment-policy');
    expect(within(links).getByRole('link', { name: 'Quiénes somos' }).getAttribute('href')).toBe('/about');
    expect(
      screen.getAllByRole('link', { name: 'Preguntas frecuentes' }).map((a) => a.getAttribute('href')),
    ).toContain('/Frequent-Ask');
  });

  // The header's menus load just after the page (DeferredMenu): a click made before opens them when they arrive.
  it('shows profile and sign-out to a customer, without the back office', async () => {
    renderStore(testUser());
    fireEvent.click(screen.getByRole('button', { name: /^Menú de la cuenta/ }));
    expect((await screen.findByRole('menuitem', { name: /Mi perfil/ })).getAttribute('href')).toBe(
      '/Profile',
    );
    expect(screen.queryByRole('menuitem', { name: /Administración/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: /Cerrar sesión/ })).toBeTruthy();
  });

  it('links staff to the back office', async () => {
    renderStore(testUser({ all_permissions: ['read_roles'] }));
    fireEvent.click(screen.getByRole('button', { name: /^Menú de la cuenta/ }));
    expect((await screen.findByRole('menuitem', { name: /Administración/ })).getAttribute('href')).toBe(
      '/admin',
    );
  });

  it('signs out: POST /api/logout, forgets the user and the cart, goes to /', async () => {
    // Only the sign-out is answered: the header's and footer's own reads get the 404 of an empty shop.
    const fetchMock = stubApi({ 'POST /api/logout': {} });
    const { router } = renderStore(testUser());
    queryClient.setQueryData(['shop-cart'], { count: 2 });

    fireEvent.click(screen.getByRole('button', { name: /^Menú de la cuenta/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Cerrar sesión/ }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
    // The user is forgotten once the page they were on has left, which a busy machine may show a moment later.
    await waitFor(() => expect(queryClient.getQueryData(['current-user'])).toBeNull());
    expect(queryClient.getQueryData(['shop-cart'])).toBeUndefined();
    expect(await screen.findAllByRole('link', { name: /Iniciar sesión/ })).not.toHaveLength(0);
  });

  it('links the header only to the pages with something to show, and every page while it cannot tell', async () => {
    stubApi({
      'GET /api/coins': { body: { date: '2025-03-02', coins: [] } },
      'GET /api/content/pages': {
        body: { sections: [], has: { blog: true, faq: false, offers: false, info: false } },
      },
    });
    renderStore();
    const nav = screen.getByRole('navigation', { name: 'Navegación de la tienda' });
    const names = () =>
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent);
    // Before the index arrives (or when it fails), every page: a link too many, never one missing.
    expect(names()).toEqual(['Ofertas', 'Blog', 'Información', 'Preguntas frecuentes', 'Contacto']);
    await waitFor(() => expect(names()).toEqual(['Blog', 'Contacto']));
  });

  it('lists the points of sale in the footer and switches the language from there too', async () => {
    stubApi({
      'GET /api/coins': { body: { date: '2025-03-02', coins: [] } },
      'GET /api/point-of-sales/pickup': {
        body: {
          data: [
            {
              id: 1,
              name: 'Tienda Vedado',
              address: 'Calle 23 No. 456, Vedado',
              phones: [],
              schedule: [],
            },
          ],
        },
      },
    });
    renderStore();
    expect(await screen.findByText('Puntos de venta')).toBeTruthy();
    expect(screen.getByText('Calle 23 No. 456, Vedado')).toBeTruthy();
    const languages = screen.getByRole('navigation', { name: 'Idioma' });
    expect(within(languages).getByRole('button', { name: 'Español' }).getAttribute('aria-current')).toBe(
      'true',
    );
    fireEvent.click(within(languages).getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Points of sale')).toBeTruthy();
    expect(document.cookie).toContain('locale=en-US');
  });

  it('switches the language and keeps the choice in a cookie for a year', async () => {
    renderStore();
    fireEvent.click(screen.getByRole('button', { name: 'Idioma' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('Tuesday to Friday:')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Store navigation' })).getByRole('link', {
        name: 'Offers',
      }),
    ).toBeTruthy();
    expect(document.cookie).toContain('locale=en-US');
  });
});
