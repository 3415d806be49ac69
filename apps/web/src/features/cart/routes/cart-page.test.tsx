import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { cart, cartItem, coinsStub } from '../test/fixtures';
import { Component as CartPage } from './cart-page';

const routes = [
  { path: '/Cart', Component: CartPage },
  { path: '/checkout', element: <p>checkout screen</p> },
  { path: '/store', element: <p>store screen</p> },
];

const lamp = cartItem();
const shirt = cartItem({
  id: 2,
  product_id: 11,
  variation_id: 31,
  slug: 'camiseta',
  name: 'Camiseta',
  variant: 'Rojo / M',
  image_url: null,
  quantity: 1,
  max_quantity: 3,
  unit_price: 1500,
  unit_price_formatted: '15,00 $',
  line_total: 1500,
  line_total_formatted: '15,00 $',
});

function showCart(handlers: Parameters<typeof stubApi>[0] = {}, signedIn = false) {
  const fetchMock = stubApi({
    ...coinsStub,
    'GET /api/shop-cart-data': { body: cart([lamp, shirt]) },
    ...handlers,
  });
  const view = renderRoutes(routes, { path: '/Cart', user: signedIn ? testUser() : null });
  return { fetchMock, ...view };
}

const savedCoffee = {
  id: 7,
  product_id: 40,
  variation_id: null,
  quantity: 2,
  name: 'Café Serrano',
  slug: 'cafe-serrano',
  variant: null,
  image_url: null,
  problem: null,
  unit_price_formatted: '9,00 $',
  line_total_formatted: '18,00 $',
  saved_at: '2026-12-07T10:00:00.000Z',
};

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: one test picks a coin.
  document.cookie = 'coin=; path=/; max-age=0';
});

describe('cart page', { timeout: 20_000 }, () => {
  it('says which units of a line are not held for a visitor (issue 11)', async () => {
    showCart({
      'GET /api/shop-cart-data': { body: cart([cartItem({ quantity: 5, held_quantity: 1 }), shirt]) },
    });
    const line = await screen.findByRole('article', { name: 'Lámpara de mesa' });
    expect(within(line).getByRole('note').textContent).toBe(
      '4 de estas unidades no están reservadas para ti: inicia sesión para reservarlas. Se comprobará que haya existencias al finalizar la compra.',
    );
    const other = screen.getByRole('article', { name: 'Camiseta' });
    expect(within(other).queryByRole('note')).toBeNull();
  });

  it('says it of a single unit in the singular', async () => {
    showCart({ 'GET /api/shop-cart-data': { body: cart([cartItem({ quantity: 2, held_quantity: 1 })]) } });
    const line = await screen.findByRole('article', { name: 'Lámpara de mesa' });
    expect(within(line).getByRole('note').textContent).toBe(
      '1 de estas unidades no está reservada para ti: inicia sesión para reservarla. Se comprobará que haya existencias al finalizar la compra.',
    );
  });

  it('shows each line and the summary as the server computed them', async () => {
    showCart();
    const lampLine = await screen.findByRole('article', { name: 'Lámpara de mesa' });
    expect(within(lampLine).getByRole('link', { name: 'Lámpara de mesa' }).getAttribute('href')).toBe(
      '/Products/lampara-de-mesa',
    );
    expect(within(lampLine).getByText('Precio unitario: 20,00 $')).toBeTruthy();
    expect(within(lampLine).getByTestId('line-total').textContent).toBe('40,00 $');
    expect((within(lampLine).getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement).value).toBe('2');
    // The time alone, or with the date when the half hour crosses midnight.
    expect(
      within(lampLine).getByText(/^Reservado hasta (\d{1,2}\/\d{1,2}\/\d{2}, )?\d{1,2}:\d{2}$/),
    ).toBeTruthy();

    const shirtLine = screen.getByRole('article', { name: 'Camiseta' });
    expect(within(shirtLine).getByText('Rojo / M')).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Resumen del pedido' });
    expect(within(summary).getAllByText('55,00 $')).toHaveLength(2);
    expect(within(summary).getByText('Se calcula al pagar')).toBeTruthy();
    expect(within(summary).getByText('Total a pagar')).toBeTruthy();
    expect(
      within(summary)
        .getByRole('link', { name: /Continuar al pago/ })
        .getAttribute('href'),
    ).toBe('/checkout');
    expect(screen.getByText('3 productos')).toBeTruthy();
  });

  it('reads the tax as part of the subtotal, as the checkout and the order read it', async () => {
    showCart({
      'GET /api/shop-cart-data': { body: cart([lamp, shirt], { tax: 955, tax_formatted: '9,55 $' }) },
    });
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    const tax = within(summary).getByText('Impuestos incluidos');
    expect(within(summary).getByText('9,55 $')).toBeTruthy();
    // Below the shipping, above the total: not a row the subtotal is added to.
    const shipment = within(summary).getByText('Envío');
    expect(shipment.compareDocumentPosition(tax) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      tax.compareDocumentPosition(within(summary).getByText('Total a pagar')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(summary).getAllByText('55,00 $')).toHaveLength(2);
  });

  it("shows the shop's free-shipping message when the shop has one", async () => {
    showCart({
      'GET /api/shipping/options': {
        body: {
          home_delivery: true,
          local_pickup: true,
          pickup_address: '',
          provinces: [],
          free_shipping: {
            min_import: 5000,
            min_import_formatted: '50,00 $',
            message: 'Envío gratis en compras desde 50,00 $',
          },
          max_quantity_for_home_shipping: null,
          count_shipment: true,
          pay_forms: { home: [], pickup: [] },
        },
      },
    });
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(await within(summary).findByText('Envío gratis en compras desde 50,00 $')).toBeTruthy();
  });

  it('asks for the cart in the coin the shopper picked', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: as if the shopper had picked it earlier.
    document.cookie = 'coin=MLC; path=/';
    const { fetchMock } = showCart();
    await screen.findByRole('article', { name: 'Lámpara de mesa' });
    expect(callsTo(fetchMock, 'GET /api/shop-cart-data')[0]?.url.searchParams.get('coin')).toBe('MLC');
  });

  it('sends a changed quantity and shows the cart the server sends back', async () => {
    const { fetchMock } = showCart({
      'PUT /api/cart/items/1': {
        body: cart([{ ...lamp, quantity: 3, line_total: 6000, line_total_formatted: '60,00 $' }, shirt]),
      },
    });
    const user = userEvent.setup({ delay: null });
    const lampLine = await screen.findByRole('article', { name: 'Lámpara de mesa' });
    const quantity = within(lampLine).getByRole('textbox', { name: 'Cantidad' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.tab();

    await waitFor(() => expect(within(lampLine).getByTestId('line-total').textContent).toBe('60,00 $'));
    expect(callsTo(fetchMock, 'PUT /api/cart/items/1').map((call) => call.body)).toEqual([{ quantity: 3 }]);
    expect(screen.getByText('4 productos')).toBeTruthy();
  });

  it('shows a refused quantity in the server words and goes back to what the cart holds', async () => {
    showCart({
      'PUT /api/cart/items/1': {
        status: 422,
        body: {
          message: 'Cantidad no permitida',
          errors: { quantity: ['La cantidad solicitada excede las 4 disponibles'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const lampLine = await screen.findByRole('article', { name: 'Lámpara de mesa' });
    const quantity = within(lampLine).getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    await user.clear(quantity);
    await user.type(quantity, '5');
    await user.tab();

    expect(await within(lampLine).findByText('La cantidad solicitada excede las 4 disponibles')).toBeTruthy();
    expect(quantity.value).toBe('2');
  });

  it('sends a quantity above the line maximum as typed, for the server to refuse, and never corrects it', async () => {
    const { fetchMock } = showCart({
      'PUT /api/cart/items/1': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { quantity: ['La cantidad solicitada excede las 5 disponibles'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    const lampLine = await screen.findByRole('article', { name: 'Lámpara de mesa' });
    const quantity = within(lampLine).getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    // A cleared field left alone asks for nothing and shows what the cart holds again.
    await user.clear(quantity);
    await user.tab();
    expect(quantity.value).toBe('2');
    expect(callsTo(fetchMock, 'PUT /api/cart/items/1')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '9');
    await user.tab();
    expect(await within(lampLine).findByText('La cantidad solicitada excede las 5 disponibles')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/cart/items/1').map((call) => call.body)).toEqual([{ quantity: 9 }]);
    expect(quantity.value).toBe('2');
  });

  it('keeps a pasted "2,5" as typed and refuses it, never sending 25', async () => {
    const { fetchMock } = showCart();
    const user = userEvent.setup({ delay: null });
    const lampLine = await screen.findByRole('article', { name: 'Lámpara de mesa' });
    const quantity = within(lampLine).getByRole('textbox', { name: 'Cantidad' }) as HTMLInputElement;
    await user.clear(quantity);
    await user.paste('2,5');
    await user.tab();
    expect(await within(lampLine).findByText('Cantidad incorrecta')).toBeTruthy();
    expect(quantity.value).toBe('2,5');
    // Back to what the cart holds: nothing to refuse, nothing to send.
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.tab();
    await waitFor(() => expect(within(lampLine).queryByText('Cantidad incorrecta')).toBeNull());
    expect(callsTo(fetchMock, 'PUT /api/cart/items/1')).toHaveLength(0);
  });

  it('removes a line with DELETE and shows what is left', async () => {
    const { fetchMock } = showCart({ 'DELETE /api/cart/items/2': { body: cart([lamp]) } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Quitar Camiseta del carrito' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Camiseta' })).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/cart/items/2')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Lámpara de mesa' })).toBeTruthy();
  });

  it('puts a removed line back as it was when the shopper presses "Deshacer"', async () => {
    const { fetchMock } = showCart({
      'DELETE /api/cart/items/2': { body: cart([lamp]) },
      'POST /api/cart': { body: cart([lamp, { ...shirt, id: 3 }]) },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Quitar Camiseta del carrito' }));

    expect(await screen.findByText('Quitaste Camiseta (Rojo / M) del carrito.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByRole('article', { name: 'Camiseta' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/cart').map((call) => call.body)).toEqual([
      { product_id: 11, variation_id: 31, quantity: 1, mode: 'set' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Deshacer' })).toBeNull());
  });

  it('says why a removed line cannot be put back, and the cart stays as the server has it', async () => {
    const { fetchMock } = showCart({
      'DELETE /api/cart/items/2': { body: cart([lamp]) },
      'POST /api/cart': {
        status: 422,
        body: { message: 'Producto sin disponibilidad' },
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Quitar Camiseta del carrito' }));
    await user.click(await screen.findByRole('button', { name: 'Deshacer' }));

    expect(await screen.findByText('Producto sin disponibilidad')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/cart')).toHaveLength(1);
    expect(screen.queryByRole('article', { name: 'Camiseta' })).toBeNull();
  });

  it('shares the cart as a full link that can be copied', async () => {
    const { fetchMock } = showCart({
      'POST /api/cart/share': { body: { encoded: 'MTAuMC4y', path: '/Cart/share-cart/MTAuMC4y' } },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Compartir carrito/ }));

    const link = (await screen.findByRole('textbox', { name: 'Enlace para compartir' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/Cart/share-cart/MTAuMC4y`);
    expect(screen.getByRole('button', { name: /Copiar enlace/ })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/cart/share')).toHaveLength(1);
  });

  it('empties the cart after asking, then offers the store', async () => {
    const { fetchMock } = showCart({ 'DELETE /api/cart': { body: cart([]) } });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Vaciar carrito/ }));
    expect(callsTo(fetchMock, 'DELETE /api/cart')).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: 'Vaciar' }));

    expect(await screen.findByRole('heading', { name: 'Tu carrito está vacío' })).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/cart')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/store');
  });

  it('says so when the cart is empty', async () => {
    showCart({ 'GET /api/shop-cart-data': { body: cart([]) } });
    expect(await screen.findByRole('heading', { name: 'Tu carrito está vacío' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Resumen del pedido' })).toBeNull();
  });

  it('offers a signed-in shopper to save a line for later, and lists what they saved below the cart', async () => {
    const { fetchMock } = showCart(
      {
        'GET /api/cart/saved': {
          body: {
            data: [
              savedCoffee,
              {
                ...savedCoffee,
                id: 8,
                name: 'Turrón',
                slug: 'turron',
                problem: 'Producto sin disponibilidad',
              },
            ],
          },
        },
        'POST /api/cart/saved': { body: { message: 'Guardado para después', cart: cart([shirt]) } },
        'POST /api/cart/saved/7/cart': {
          body: { message: 'De vuelta en el carrito', cart: cart([lamp, shirt]) },
        },
      },
      true,
    );
    const user = userEvent.setup({ delay: null });
    const saved = await screen.findByRole('region', { name: 'Guardados para después (2)' });
    // One that cannot go back says why, and offers only to forget it.
    const turron = within(saved).getByRole('article', { name: 'Turrón' });
    expect(within(turron).getByText('Producto sin disponibilidad')).toBeTruthy();
    expect(within(turron).queryByRole('button', { name: /al carrito/ })).toBeNull();
    expect(within(turron).getByRole('button', { name: 'Quitar de tus guardados: Turrón' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Guardar para después: Lámpara de mesa' }));
    expect(await screen.findByText('Guardado para después')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/cart/saved')[0]?.body).toEqual({ line_id: lamp.id });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lámpara de mesa' })).toBeNull());

    await user.click(within(saved).getByRole('button', { name: 'Mover al carrito: Café Serrano' }));
    expect(await screen.findByText('De vuelta en el carrito')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Lámpara de mesa' })).toBeTruthy();
  });

  it('offers a visitor no saving: there is no account to keep it with', async () => {
    const { fetchMock } = showCart();
    await screen.findByRole('article', { name: 'Lámpara de mesa' });
    expect(screen.queryByRole('button', { name: /para después/ })).toBeNull();
    expect(callsTo(fetchMock, 'GET /api/cart/saved')).toHaveLength(0);
  });
});
