import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { listItem, OPTIONS, product, signedIn } from '../test/fixtures';
import { Component as ProductCreatePage } from './product-create-page';

function renderCreate() {
  return renderRoutes(
    [
      { path: '/admin/products/Create', Component: ProductCreatePage },
      { path: '/admin/products/:slug/edit', element: <p>edit screen</p> },
    ],
    { path: '/admin/products/Create', user: signedIn() },
  );
}

describe('create product', { timeout: 60_000 }, () => {
  it('asks for the name, the regular price and the category before sending anything', async () => {
    const fetchMock = stubApi(OPTIONS);
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.click(await screen.findByRole('button', { name: 'Crear' }));

    expect(await screen.findAllByText('Este campo es requerido')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /^Nombre/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /^Precio regular/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(callsTo(fetchMock, 'POST /api/admin/products')).toHaveLength(0);
  });

  it('tells a new shop with no category where to make the first one', async () => {
    stubApi({ ...OPTIONS, 'GET /api/admin/categories/tree': { body: [] } });
    renderCreate();
    const link = await screen.findByRole('link', { name: 'Crea la primera' });
    expect(link.getAttribute('href')).toBe('/admin/categories/create');
    expect(link.closest('p, div')?.textContent).toContain('Aún no hay categorías');
  });

  it('says where the pictures go: on the page the product opens on once created', async () => {
    stubApi(OPTIONS);
    renderCreate();
    expect(
      await screen.findByText(
        'Al crearlo se abre su página de edición, donde subes sus imágenes y su ficha técnica y, si es variable, añades sus variaciones.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of it while there are categories', async () => {
    stubApi(OPTIONS);
    const user = userEvent.setup({ delay: null });
    renderCreate();
    await user.click(await screen.findByRole('combobox', { name: /^Categoría principal/ }));
    expect(await screen.findByRole('option', { name: 'Ropa' })).toBeTruthy();
    expect(screen.queryByText(/Aún no hay categorías/)).toBeNull();
  });

  it('refuses an offer price above the regular price in the amount typed, not in cents', async () => {
    const fetchMock = stubApi(OPTIONS);
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Café Serrano 500 g');
    await user.type(screen.getByRole('textbox', { name: /^Precio regular/ }), '12,50');
    await user.type(screen.getByRole('textbox', { name: /^Precio de oferta/ }), '13');
    await user.click(screen.getByRole('combobox', { name: /^Categoría principal/ }));
    await user.click(await screen.findByRole('option', { name: '— Niños' }));
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('Debe ser como máximo 12,50')).toBeTruthy();
    expect(screen.queryByText('Debe ser como máximo 1250')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/admin/products')).toHaveLength(0);
  });

  it('warns that a product on offer without a price cut is listed among the offers at its usual price', async () => {
    stubApi(OPTIONS);
    const user = userEvent.setup({ delay: null });
    renderCreate();
    const warning = /^En oferta sin rebaja: se mostrará entre las ofertas a su precio de siempre/;

    await user.type(await screen.findByRole('textbox', { name: /^Precio regular/ }), '12,50');
    await user.click(screen.getByRole('switch', { name: 'En oferta' }));
    expect(await screen.findByText(warning)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Precio de oferta/ }), '10');
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('previews the price as it is typed, sends money in cents and goes on to the edit screen', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'POST /api/admin/products': { status: 201, body: product({ slug: 'camiseta-basica' }) },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Camiseta básica');
    await user.type(screen.getByRole('textbox', { name: /^Precio regular/ }), '20,50');
    await user.clear(screen.getByRole('textbox', { name: /^Descuento/ }));
    await user.type(screen.getByRole('textbox', { name: /^Descuento/ }), '10');
    await user.clear(screen.getByRole('textbox', { name: /^Impuesto/ }));
    await user.type(screen.getByRole('textbox', { name: /^Impuesto/ }), '10');
    expect(screen.getByTestId('preview-final').textContent).toBe('18,45\u00a0$');
    expect(screen.getByTestId('preview-discount').textContent).toBe('2,05\u00a0$ (10\u00a0%)');
    expect(screen.getByTestId('preview-tax').textContent).toBe('1,68\u00a0$');
    // A price it cannot read has no final price to show, not 0,00 $.
    const wholesale = screen.getByRole('textbox', { name: /^Precio mayorista/ });
    await user.click(wholesale);
    await user.paste('0,125');
    expect(screen.getByTestId('preview-final').textContent).toBe('—');
    await user.clear(wholesale);
    expect(screen.getByTestId('preview-final').textContent).toBe('18,45\u00a0$');
    // Nor a percentage the schema refuses: "10,5 %" would be saved as nothing, so it previews as nothing.
    const discount = screen.getByRole('textbox', { name: /^Descuento/ });
    await user.type(discount, ',5');
    expect(screen.getByTestId('preview-final').textContent).toBe('—');
    expect(screen.getByTestId('preview-discount').textContent).toBe('—');
    await user.type(discount, '{backspace}{backspace}');
    expect(screen.getByTestId('preview-final').textContent).toBe('18,45\u00a0$');
    // A minimum for wholesale that is no whole number has no "from N units" to say.
    const minimum = screen.getByRole('textbox', { name: /^Cantidad mínima/ });
    await user.clear(minimum);
    await user.type(minimum, '1.000');
    expect(screen.getByText('Precio mayorista', { selector: 'p' })).toBeTruthy();
    expect(screen.getByTestId('preview-wholesale').textContent).toBe('—');
    await user.clear(minimum);
    await user.type(minimum, '12');
    expect(screen.getByText('Mayorista desde 12 unidades')).toBeTruthy();
    // What a unit leaves once its cost is known: 18,45 less the 1,68 of tax it contains, less 10,00 (decision 110).
    expect(screen.getByTestId('preview-profit').textContent).toBe('—');
    await user.type(screen.getByRole('textbox', { name: /^Costo por unidad/ }), '10');
    expect(screen.getByTestId('preview-profit').textContent).toBe('6,77\u00a0$ (40,4\u00a0%)');

    await user.click(screen.getByRole('combobox', { name: /^Categoría principal/ }));
    await user.click(await screen.findByRole('option', { name: '— Niños' }));
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('edit screen')).toBeTruthy();
    const body = callsTo(fetchMock, 'POST /api/admin/products')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Camiseta básica',
      kind: 'simple',
      regular_price: 2050,
      sale_price: null,
      discount_percentage: 10,
      tax: 10,
      cost_price: 1000,
      category_id: 2,
      low_availability: null,
      combo_items: [],
    });
    // "Generate the SKU automatically" leaves it out, so the server numbers it.
    expect(body).not.toHaveProperty('sku');
  });

  it('offers a quarter of the initial availability as the low-stock warning, only for a whole number', async () => {
    stubApi(OPTIONS);
    const user = userEvent.setup({ delay: null });
    renderCreate();

    const initial = await screen.findByRole('textbox', { name: /^Disponibilidad inicial/ });
    await user.clear(initial);
    await user.type(initial, '100');
    expect(
      screen.getByText('En blanco: una cuarta parte de la disponibilidad inicial (25 unidades)'),
    ).toBeTruthy();
    // "100.0" is no whole number in Spanish (decision 051): the save refuses it, so the hint names no quarter of it.
    await user.type(initial, '.0');
    expect(screen.getByText('En blanco: una cuarta parte de la disponibilidad inicial')).toBeTruthy();
    expect(screen.queryByText(/\(25 unidades\)/)).toBeNull();
  });

  it('makes a combo of other products, never of another combo', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products': {
        body: listReply([
          listItem(),
          listItem({ id: 23, name: 'Pack verano', sku: 'PACK-1', slug: 'pack-verano', kind: 'combo' }),
        ]),
      },
      'POST /api/admin/products': { status: 201, body: product({ slug: 'pack-camisetas', kind: 'combo' }) },
    });
    const user = userEvent.setup({ delay: null });
    renderCreate();

    await user.type(await screen.findByRole('textbox', { name: /^Nombre/ }), 'Pack camisetas');
    await user.type(screen.getByRole('textbox', { name: /^Precio regular/ }), '30');
    await user.click(screen.getByRole('combobox', { name: /^Categoría principal/ }));
    await user.click(await screen.findByRole('option', { name: 'Ropa' }));
    await user.click(screen.getByRole('radio', { name: 'Combo' }));
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Un combo debe incluir al menos un producto')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Añadir producto' }));
    await user.click(screen.getByRole('combobox', { name: /^Producto/ }));
    expect(await screen.findByRole('option', { name: 'Camiseta básica (ROPA-000021)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Pack verano/ })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Camiseta básica (ROPA-000021)' }));
    await user.clear(screen.getByRole('textbox', { name: 'Cantidad' }));
    await user.type(screen.getByRole('textbox', { name: 'Cantidad' }), '2');
    await user.click(screen.getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('edit screen')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/products')[0]?.body).toMatchObject({
      kind: 'combo',
      combo_items: [{ product_id: 21, variation_id: null, quantity: 2 }],
    });
  });
});
