import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { cart, cartItem, coinsStub } from '../test/fixtures';
import { Component as SharedCartPage } from './shared-cart-page';

const routes = [
  { path: '/Cart/share-cart/:encoded', Component: SharedCartPage },
  { path: '/Cart', element: <p>cart screen</p> },
];

const PREVIEW = {
  lines: [
    {
      product_id: 10,
      variation_id: null,
      quantity: 2,
      name: 'Lámpara de mesa',
      slug: 'lampara-de-mesa',
      variant: null,
      image_url: null,
      problem: null,
      unit_price_formatted: '12,50\u00a0$',
      line_total_formatted: '25,00\u00a0$',
    },
    {
      product_id: 11,
      variation_id: 31,
      quantity: 1,
      name: 'Camiseta',
      slug: 'camiseta',
      variant: 'Rojo / M',
      image_url: null,
      problem: 'Producto sin disponibilidad',
      unit_price_formatted: null,
      line_total_formatted: null,
    },
  ],
  subtotal_formatted: '25,00\u00a0$',
};

function open(encoded: string, handlers: Parameters<typeof stubApi>[0], query = '') {
  const fetchMock = stubApi({ ...coinsStub, ...handlers });
  renderRoutes(routes, { path: `/Cart/share-cart/${encoded}${query}` });
  return fetchMock;
}

describe('shared cart page', { timeout: 20_000 }, () => {
  it('marks the lines that cannot be added, adds the rest and tells what was refused', async () => {
    const fetchMock = open('MTAuMC4yLTExLjMxLjE', {
      'GET /api/cart/shared/MTAuMC4yLTExLjMxLjE': { body: PREVIEW },
      'POST /api/cart/shared/MTAuMC4yLTExLjMxLjE': {
        body: {
          cart: cart([cartItem()]),
          added: 1,
          refused: [{ product_id: 11, name: 'Camiseta', reason: 'Producto sin disponibilidad' }],
        },
      },
    });
    const shirt = await screen.findByRole('article', { name: 'Camiseta' });
    expect(within(shirt).getByTestId('line-problem').textContent).toBe('Producto sin disponibilidad');
    expect(within(shirt).getByText('Rojo / M')).toBeTruthy();
    const lamp = screen.getByRole('article', { name: 'Lámpara de mesa' });
    // What each line and the lines that can be added cost, in the visitor's coin.
    expect(within(lamp).getByText(/^2 unidades × 12,50\s\$$/)).toBeTruthy();
    expect(within(lamp).getByTestId('line-total').textContent).toBe('25,00\u00a0$');
    expect(within(lamp).queryByTestId('line-problem')).toBeNull();
    expect(within(shirt).queryByTestId('line-total')).toBeNull();
    expect(screen.getByTestId('shared-subtotal').textContent).toBe('25,00\u00a0$');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Añadir a mi carrito/ }));

    expect(await screen.findByText('Se añadió 1 producto a tu carrito.')).toBeTruthy();
    expect(screen.getByText('No se pudieron añadir')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Camiseta: Producto sin disponibilidad');
    expect(screen.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/Cart');
    expect(screen.queryByRole('button', { name: /Añadir a mi carrito/ })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/cart/shared/MTAuMC4yLTExLjMxLjE')).toHaveLength(1);
  });

  it('cannot add a cart none of whose lines can be added', async () => {
    open('MTEuMzEuMQ', {
      'GET /api/cart/shared/MTEuMzEuMQ': {
        body: { lines: PREVIEW.lines.slice(1), subtotal_formatted: '0,00\u00a0$' },
      },
    });
    const add = await screen.findByRole('button', { name: /Añadir a mi carrito/ });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Ninguno de estos productos se puede añadir ahora.')).toBeTruthy();
    expect(screen.queryByTestId('shared-subtotal')).toBeNull();
  });

  it("names the order a shopper orders again, and only an order's code", async () => {
    open('MTAuMC4y', { 'GET /api/cart/shared/MTAuMC4y': { body: PREVIEW } }, '?order=P-000123');
    expect(await screen.findByRole('heading', { name: 'Volver a pedir P-000123' })).toBeTruthy();
    expect(document.title).toContain('Volver a pedir P-000123');
    expect(
      await screen.findByText(
        'Los productos de tu pedido P-000123, con los precios y la disponibilidad de hoy. Puedes añadirlos a tu carrito.',
      ),
    ).toBeTruthy();
  });

  it('reads any other "order" as a shared cart', async () => {
    open(
      'MTAuMC4y',
      { 'GET /api/cart/shared/MTAuMC4y': { body: PREVIEW } },
      '?order=Tu%20cuenta%20est%C3%A1%20bloqueada',
    );
    expect(await screen.findByRole('heading', { name: 'Carrito compartido' })).toBeTruthy();
    expect(screen.queryByText(/bloqueada/)).toBeNull();
  });

  it('shows the server message for a link that is not a shared cart', async () => {
    open('no-vale', {
      'GET /api/cart/shared/no-vale': {
        status: 422,
        body: { message: 'El enlace del carrito compartido no es válido' },
      },
    });
    expect(await screen.findByText('El enlace del carrito compartido no es válido')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' }).getAttribute('href')).toBe('/store');
    expect(screen.queryByRole('button', { name: /Añadir a mi carrito/ })).toBeNull();
  });
});
