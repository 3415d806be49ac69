import type { Permission } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { copyOfProduct, listItem, OPTIONS, product, signedIn } from '../test/fixtures';
import { Component as ProductsListPage } from './products-list-page';

function renderList(url = '/admin/products/list', permissions: Permission[] = ['ALL']) {
  return renderRoutes([{ path: '/admin/products/list', Component: ProductsListPage }], {
    path: url,
    user: signedIn(permissions),
  });
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('products list', { timeout: 20_000 }, () => {
  it('shows the products the server sends for the search, filters, sort and page in the URL', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products': {
        body: listReply(
          [
            listItem(),
            listItem({
              id: 22,
              name: 'Servicio de montaje',
              sku: 'SERV-1',
              slug: 'montaje',
              kind: 'service',
              availability: null,
              final_price: 500,
              regular_price: 500,
              main_image_url: null,
            }),
          ],
          { total: 45, page: 2 },
        ),
      },
    });
    renderList(
      '/admin/products/list?search=cami&category_id=1&kind=simple&active=true&sort=-final_price&page=2',
    );

    const shirt = await waitFor(() => row('Camiseta básica'));
    expect(within(shirt).getByText('ROPA-000021')).toBeTruthy();
    expect(within(shirt).getByText('Simple')).toBeTruthy();
    expect(await within(shirt).findByText('Ropa')).toBeTruthy();
    expect(within(shirt).getByText('12,50 $')).toBeTruthy();
    expect(within(shirt).getByText('7 unidades')).toBeTruthy();
    expect(within(shirt).getByRole('img', { name: 'Camiseta básica' })).toBeTruthy();
    expect(within(row('Servicio de montaje')).getByText('Sin límite')).toBeTruthy();
    expect(screen.getByText('45 productos')).toBeTruthy();
    expect(
      Object.fromEntries(callsTo(fetchMock, 'GET /api/admin/products').at(-1)?.url.searchParams ?? []),
    ).toEqual({
      page: '2',
      per_page: '20',
      search: 'cami',
      category_id: '1',
      kind: 'simple',
      active: 'true',
      sort: '-final_price',
    });
    // The export writes every page the filters show, in no page's order.
    const exported = new URL(
      screen.getByRole('link', { name: 'Exportar' }).getAttribute('href') ?? '',
      'http://shop.test',
    );
    expect(exported.pathname).toBe('/api/admin/products/export.csv');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      search: 'cami',
      category_id: '1',
      kind: 'simple',
      active: 'true',
    });
  });

  it('sorts by a column and filters by brand, back on page 1', async () => {
    const fetchMock = stubApi({ ...OPTIONS, 'GET /api/admin/products': { body: listReply([listItem()]) } });
    const user = userEvent.setup({ delay: null });
    const { router } = renderList('/admin/products/list?page=3');

    await screen.findByText('Camiseta básica');
    await user.click(screen.getByRole('button', { name: 'SKU' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=sku'));

    await user.click(screen.getByRole('combobox', { name: 'Marca' }));
    await user.click(await screen.findByRole('option', { name: 'Acme' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/admin/products').at(-1)?.url.searchParams.get('brand_id')).toBe(
        '4',
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('sku');

    // The stock filter, as the dashboard's low-availability card opens it (decision 096).
    await user.click(screen.getByRole('combobox', { name: 'Existencias' }));
    await user.click(await screen.findByRole('option', { name: 'Pocas existencias' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/admin/products').at(-1)?.url.searchParams.get('stock')).toBe('low'),
    );
    expect(new URLSearchParams(router.state.location.search).get('stock')).toBe('low');

    // The products whose cost is still to be said, as the inventory report opens them (decision 110).
    await user.click(screen.getByRole('combobox', { name: 'Con costo o no' }));
    await user.click(await screen.findByRole('option', { name: 'Sin costo' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/admin/products').at(-1)?.url.searchParams.get('has_cost')).toBe(
        'false',
      ),
    );
  });

  it('switches a product off from the list with a PATCH', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products': { body: listReply([listItem()]) },
      'PATCH /api/admin/products/camiseta-basica/toggle': { body: product({ visible: false }) },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('switch', { name: 'Visible: Camiseta básica' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PATCH /api/admin/products/camiseta-basica/toggle')[0]?.body).toEqual({
        field: 'visible',
        value: false,
      }),
    );
    expect(await screen.findByText('«Camiseta básica» oculto en la tienda')).toBeTruthy();
  });

  it('changes the chosen products’ prices by a percentage, showing them before and after', async () => {
    let tries = 0;
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products': { body: listReply([listItem()]) },
      'POST /api/admin/products/price-change': () =>
        tries++ === 0
          ? {
              status: 422,
              body: {
                message: 'Los datos proporcionados no son válidos.',
                errors: { percent: ['Debe ser como máximo 500'] },
              },
            }
          : { body: { changed: 1 } },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Camiseta básica' }));
    await user.click(screen.getByRole('button', { name: 'Cambiar precios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar el precio de 1 producto' });
    const percent = within(dialog).getByRole('textbox', { name: /Porcentaje/ });
    await user.type(percent, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar precios' }));
    expect(await within(dialog).findByText('Escribe un porcentaje distinto de 0')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/products/price-change')).toHaveLength(0);

    await user.clear(percent);
    await user.type(percent, '10');
    expect(within(dialog).getByText('Camiseta básica: 15,00 $ → 16,50 $')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cambiar precios' }));
    expect(await within(dialog).findByText('Debe ser como máximo 500')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Cambiar precios' }));
    expect(await screen.findByText('Precios cambiados en 1 producto')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/products/price-change').map((call) => call.body)).toEqual([
      { slugs: ['camiseta-basica'], percent: 10 },
      { slugs: ['camiseta-basica'], percent: 10 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cambiar precios' })).toBeNull();
  });

  it('duplicates a product from its row and opens the copy', async () => {
    const copy = copyOfProduct();
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products': { body: listReply([listItem()]) },
      'POST /api/admin/products/camiseta-basica/duplicate': { status: 201, body: copy },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoutes(
      [
        { path: '/admin/products/list', Component: ProductsListPage },
        { path: '/admin/products/:slug/edit', Component: () => null },
      ],
      { path: '/admin/products/list', user: signedIn() },
    );

    await user.click(await screen.findByRole('button', { name: 'Duplicar Camiseta básica' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/products/camiseta-basica-copia/edit'),
    );
    expect(callsTo(fetchMock, 'POST /api/admin/products/camiseta-basica/duplicate')).toHaveLength(1);
  });

  it('keeps the server refusal in the delete dialog', async () => {
    stubApi({
      ...OPTIONS,
      'GET /api/admin/products': { body: listReply([listItem()]) },
      'DELETE /api/admin/products/camiseta-basica': {
        status: 409,
        body: { message: 'No se puede eliminar un producto o variación que forma parte de un combo' },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderList();

    await user.click(await screen.findByRole('button', { name: 'Eliminar el producto Camiseta básica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'No se puede eliminar un producto o variación que forma parte de un combo',
    );
  });

  it('only reads when the user may not create, change or delete products', async () => {
    stubApi({
      'GET /api/categories': { body: [] },
      'GET /api/brands': { body: [] },
      'GET /api/coins': OPTIONS['GET /api/coins'],
      'GET /api/admin/products': { body: listReply([listItem()]) },
    });
    renderList('/admin/products/list', ['read_products']);

    await screen.findByText('Camiseta básica');
    expect(screen.queryByRole('link', { name: 'Nuevo producto' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Importar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Exportar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Editar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Duplicar/ })).toBeNull();
    expect(
      (screen.getByRole('switch', { name: 'Activo: Camiseta básica' }) as HTMLInputElement).disabled,
    ).toBe(true);
  });
});
