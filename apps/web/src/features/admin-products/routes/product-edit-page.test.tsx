import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { copyOfProduct, OPTIONS, product, signedIn } from '../test/fixtures';
import { Component as ProductEditPage } from './product-edit-page';

function renderEdit(slug = 'camiseta-basica') {
  return renderRoutes([{ path: '/admin/products/:slug/edit', Component: ProductEditPage }], {
    path: `/admin/products/${slug}/edit`,
    user: signedIn(),
  });
}

const VARIABLE = product({
  kind: 'variable',
  variations: [
    {
      id: 31,
      sku: 'CAM-ROJO',
      regular_price: 1500,
      sale_price: null,
      // Set by a spreadsheet: the variations' table shows it and sends it back as it is.
      wholesale_price: 1200,
      cost_price: 700,
      price: 1500,
      discount: 0,
      discount_percentage: 0,
      discount_price: 1500,
      final_price: 1500,
      tax_value: 0,
      real_quantity: 3,
      held_quantity: 0,
      active: true,
      image_id: null,
      terms: [{ attribute_id: 8, term_id: 1 }],
    },
  ],
});

describe('edit product', { timeout: 60_000 }, () => {
  it('loads the product into the form and shows the server 422 beside its field', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products/camiseta-basica': { body: product() },
      'PUT /api/admin/products/camiseta-basica': {
        status: 422,
        body: { message: 'Hay campos vacíos o no válidos', errors: { sku: ['No se permiten duplicados'] } },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    expect(await screen.findByRole('heading', { name: 'Editar Camiseta básica' })).toBeTruthy();
    const price = screen.getByRole('textbox', { name: /^Precio regular/ }) as HTMLInputElement;
    // In the user's language (issue 12): 15,00 in es-ES.
    expect(price.value).toBe('15,00');
    const sku = screen.getByRole('textbox', { name: 'SKU' }) as HTMLInputElement;
    expect(sku.value).toBe('ROPA-000021');
    await user.clear(sku);
    await user.type(sku, 'ROPA-1');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(sku.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('No se permiten duplicados')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/products/camiseta-basica')[0]?.body).toMatchObject({
      sku: 'ROPA-1',
      regular_price: 1500,
      category_id: 1,
    });
  });

  it('saves the whole set of variations, combinations generated included, and shows the server refusal', async () => {
    let attempt = 0;
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products/camiseta-basica': { body: VARIABLE },
      'PUT /api/admin/products/camiseta-basica/variations': () =>
        ++attempt === 1
          ? {
              status: 422,
              body: {
                message: 'Hay campos vacíos o no válidos',
                errors: { variations: ['No hay más combinaciones posibles'] },
              },
            }
          : { body: VARIABLE },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    expect(await screen.findByRole('textbox', { name: 'SKU de la variación 1' })).toBeTruthy();
    const generate = screen.getByRole('button', { name: 'Generar todas las combinaciones' });
    await waitFor(() => expect((generate as HTMLButtonElement).disabled).toBe(false));
    await user.click(generate);
    const price = await screen.findByRole('textbox', { name: 'Precio regular de la variación 2' });
    await user.type(price, '16,5');
    await user.click(screen.getByRole('button', { name: 'Guardar variaciones' }));

    expect((await screen.findByRole('alert')).textContent).toBe('No hay más combinaciones posibles');
    expect(callsTo(fetchMock, 'PUT /api/admin/products/camiseta-basica/variations')[0]?.body).toEqual({
      variations: [
        {
          id: 31,
          sku: 'CAM-ROJO',
          regular_price: 1500,
          sale_price: null,
          wholesale_price: 1200,
          cost_price: 700,
          real_quantity: 3,
          active: true,
          image_id: null,
          terms: [{ attribute_id: 8, term_id: 1 }],
        },
        {
          regular_price: 1650,
          sale_price: null,
          wholesale_price: null,
          cost_price: null,
          real_quantity: 0,
          active: true,
          image_id: null,
          terms: [{ attribute_id: 8, term_id: 2 }],
        },
      ],
    });
  });

  it('duplicates the product and opens the copy, hidden and without stock, as the notice says', async () => {
    const copy = copyOfProduct();
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products/camiseta-basica': { body: product() },
      'POST /api/admin/products/camiseta-basica/duplicate': { status: 201, body: copy },
      'GET /api/admin/products/camiseta-basica-copia': { body: copy },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    await user.click(await screen.findByRole('button', { name: 'Duplicar' }));

    expect(
      await screen.findByText(
        'Copia creada: «Camiseta básica (copia)» queda oculta en la tienda y sin existencias hasta que la revises.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Editar Camiseta básica (copia)' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/products/camiseta-basica/duplicate')).toHaveLength(1);
  });

  it('offers no copy to staff who may edit products but not create them', async () => {
    stubApi({ ...OPTIONS, 'GET /api/admin/products/camiseta-basica': { body: product() } });
    renderRoutes([{ path: '/admin/products/:slug/edit', Component: ProductEditPage }], {
      path: '/admin/products/camiseta-basica/edit',
      user: signedIn(['update_products', 'read_products']),
    });

    expect(await screen.findByRole('heading', { name: 'Editar Camiseta básica' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Duplicar' })).toBeNull();
  });

  it('shows why the server refused an image', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products/camiseta-basica': { body: product() },
      'POST /api/admin/products/camiseta-basica/images': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { image: ['La imagen debe ser PNG, JPG, WebP o AVIF'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderEdit();

    await screen.findByText('Este producto aún no tiene imágenes.');
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    await user.upload(input, new File(['not really an image'], 'foto.png', { type: 'image/png' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('La imagen debe ser PNG, JPG, WebP o AVIF')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/products/camiseta-basica/images')).toHaveLength(1);
  });

  it('says which pictures the product already had rather than counting them as uploaded', async () => {
    const picture = {
      id: 5,
      is_main: true,
      position: 0,
      width: 800,
      height: 800,
      list_url: '/uploads/products/abc-400.webp',
      detail_url: '/uploads/products/abc-1000.webp',
      detail_avif_url: '/uploads/products/abc-1000.avif',
    };
    const withPicture = product({ images: [picture] });
    stubApi({
      ...OPTIONS,
      'GET /api/admin/products/camiseta-basica': { body: withPicture },
      // The same photo again plus a new one: the server adds only the new one.
      'POST /api/admin/products/camiseta-basica/images': {
        body: product({ images: [picture, { ...picture, id: 6, is_main: false, position: 1 }] }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const { container } = renderEdit();

    await screen.findByRole('img', { name: 'Camiseta básica, imagen 1' });
    const input = container.querySelector('input[type="file"][multiple]') as HTMLInputElement;
    await user.upload(input, [
      new File(['foto'], 'camiseta.png', { type: 'image/png' }),
      new File(['otra'], 'espalda.png', { type: 'image/png' }),
    ]);

    expect(await screen.findByText('Imagen subida')).toBeTruthy();
    expect(
      await screen.findByText('Una imagen ya estaba en el producto: no se añade dos veces.'),
    ).toBeTruthy();
  });

  it('shows the price history: each price from what to what, the reason and who', async () => {
    stubApi({ ...OPTIONS, 'GET /api/admin/products/camiseta-basica': { body: product() } });
    renderEdit();

    const table = await screen.findByRole('table', { name: 'Cambios de precio de Camiseta básica' });
    await within(table).findByText('Ana Pérez');
    // Money and percentages keep their signs with a non-breaking space, read here as a space.
    const [edit, bulk] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    expect(edit).toContain('13,00 $ → —');
    expect(edit).toContain('Edición');
    expect(edit).toContain('Ana Pérez');
    expect(bulk).toContain('13,64 $ → 15,00 $');
    expect(bulk).toContain('Cambio en bloque de +10 %');
    expect(screen.getByText('2 cambios')).toBeTruthy();
  });

  it('shows the stock history and adjusts stock with a reason, the server refusal beside its field', async () => {
    let refuse = true;
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products/camiseta-basica': { body: product() },
      'POST /api/admin/products/camiseta-basica/stock': () =>
        refuse
          ? {
              status: 422,
              body: {
                message: 'La cantidad solicitada excede las 8 disponibles',
                errors: { quantity: ['La cantidad solicitada excede las 8 disponibles'] },
              },
            }
          : { body: { real_quantity: 4, history_count: 3 } },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    const table = await screen.findByRole('table', { name: 'Movimientos de existencias de Camiseta básica' });
    expect(await within(table).findByRole('link', { name: 'P-000012' })).toBeTruthy();
    expect(within(table).getByText('−3')).toBeTruthy();
    expect(within(table).getByText('+10')).toBeTruthy();
    expect(screen.getByText(/De ellas, 4 unidades por reservas de mayoristas/)).toBeTruthy();
    // The form shows the stock but does not change it.
    expect((screen.getByRole('textbox', { name: /^Cantidad a la venta/ }) as HTMLInputElement).readOnly).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Ajustar existencias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar existencias' });
    await user.click(within(dialog).getByText('Salida'));
    await user.type(within(dialog).getByRole('textbox', { name: /^Unidades que salen/ }), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    // A note is required before anything is sent.
    expect(await within(dialog).findByText('Este campo es requerido')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/products/camiseta-basica/stock')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Mercancía dañada');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    expect(await within(dialog).findByText('La cantidad solicitada excede las 8 disponibles')).toBeTruthy();

    refuse = false;
    const quantity = within(dialog).getByRole('textbox', { name: /^Unidades que salen/ });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/admin/products/camiseta-basica/stock')[1]?.body).toEqual({
      variation_id: null,
      operation: 'remove',
      quantity: 4,
      note: 'Mercancía dañada',
      point_of_sale_id: null,
    });
  });

  it('refuses a thousand units typed with a point in Spanish, rather than adjusting the stock by one', async () => {
    const fetchMock = stubApi({
      ...OPTIONS,
      'GET /api/admin/products/camiseta-basica': { body: product() },
      'POST /api/admin/products/camiseta-basica/stock': { body: { real_quantity: 1008, history_count: 3 } },
    });
    const user = userEvent.setup({ delay: null });
    renderEdit();

    await user.click(await screen.findByRole('button', { name: 'Ajustar existencias' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar existencias' });
    const quantity = within(dialog).getByRole('textbox', { name: /^Unidades que entran/ });
    await user.type(within(dialog).getByRole('textbox', { name: /^Motivo/ }), 'Llegada del proveedor');
    // The point is the decimal comma here (decision 051): the field reads one with three decimals, which was 1 unit.
    await user.type(quantity, '1.000');
    expect(quantity).toHaveProperty('value', '1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    expect(await within(dialog).findByText('Escribe un número entero')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/admin/products/camiseta-basica/stock')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '1000');
    expect(quantity).toHaveProperty('value', '1.000');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar movimiento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'POST /api/admin/products/camiseta-basica/stock')[0]?.body).toMatchObject({
      operation: 'add',
      quantity: 1000,
    });
  });
});
