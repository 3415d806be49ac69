import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { APPROVED, BEANS, PENDING, REJECTED } from '../../../test/store-requests';
import { Component as MyReservationsPage } from './my-reservations-page';

const wholesaler = testUser({ role: { id: 3, key: 'wholesaler', name: 'Mayorista' } });

function renderPage(user = wholesaler) {
  return renderRoutes(
    [
      { path: '/Profile/Reservations', Component: MyReservationsPage },
      { path: '/checkout', element: <p>checkout</p> },
    ],
    { path: '/Profile/Reservations', user },
  );
}

/** Opens "Nueva reserva" on the page and adds the beans, as a wholesaler does; the dialog and the beans' quantity. */
async function beansInNewReservation() {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Nueva reserva' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Nueva reserva' }));
  await user.click(dialog.getByRole('combobox', { name: 'Añadir producto' }));
  await user.click(await screen.findByRole('option', { name: 'Frijoles negros 1 kg · FRI-1' }));
  const quantity = dialog.getByRole('textbox', {
    name: 'Cantidad de Frijoles negros 1 kg',
  }) as HTMLInputElement;
  return { user, dialog, quantity };
}

describe('my reservations', { timeout: 30_000 }, () => {
  it('shows each reservation with its state, the reason of a rejection and the way to order an approved one', async () => {
    stubApi({ 'GET /api/store-requests': { body: listReply([APPROVED, PENDING, REJECTED]) } });
    renderPage();

    const approved = await screen.findByRole('article', { name: 'Reserva n.º 2' });
    expect(within(approved).getByText('Aprobada')).toBeTruthy();
    expect(within(approved).getByRole('link', { name: 'Hacer el pedido' }).getAttribute('href')).toBe(
      '/checkout?reservation=2',
    );
    const rejected = screen.getByRole('article', { name: 'Reserva n.º 4' });
    expect(within(rejected).getByText('Esa semana no tenemos arroz para 10 sacos.')).toBeTruthy();
    expect(within(rejected).queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    const pending = screen.getByRole('article', { name: 'Reserva n.º 3' });
    expect(within(pending).getByText('10 × 7,60 $')).toBeTruthy();
    expect(within(pending).getByText('Total: 76,00 $')).toBeTruthy();
  });

  it('sends a new reservation with the product found and its quantity, and shows the server’s refusal', async () => {
    const fetchMock = stubApi({
      'GET /api/store-requests': { body: listReply([]) },
      'GET /api/store-requests/products': { body: { data: [BEANS] } },
      'POST /api/store-requests': {
        status: 422,
        body: { message: 'Cantidad mínima no permitida: el mínimo es 15' },
      },
    });
    const { user, dialog, quantity } = await beansInNewReservation();
    expect(quantity.value).toBe('15');
    await user.clear(quantity);
    await user.type(quantity, '20');
    await user.click(dialog.getByRole('button', { name: 'Enviar reserva' }));

    expect(await dialog.findByText('Cantidad mínima no permitida: el mínimo es 15')).toBeTruthy();
    const [sent] = callsTo(fetchMock, 'POST /api/store-requests');
    expect(sent?.body).toMatchObject({ lines: [{ product_id: 12, variation_id: null, quantity: 20 }] });
  });

  it('refuses a quantity that is not digits alone, never reading "20.000" as 20', async () => {
    const fetchMock = stubApi({
      'GET /api/store-requests': { body: listReply([]) },
      'GET /api/store-requests/products': { body: { data: [BEANS] } },
    });
    const { user, dialog, quantity } = await beansInNewReservation();
    // Typed key by key, "20.000" was read as twenty: the point was the decimal comma, its zeros dropped.
    for (const typed of ['20.000', '2,5']) {
      await user.clear(quantity);
      await user.type(quantity, typed);
      await user.click(dialog.getByRole('button', { name: 'Enviar reserva' }));
      expect(await dialog.findByText('Cantidad incorrecta')).toBeTruthy();
      expect(quantity.value).toBe(typed);
    }
    expect(callsTo(fetchMock, 'POST /api/store-requests')).toHaveLength(0);
  });

  it('offers no new reservation to a retail customer', async () => {
    stubApi({ 'GET /api/store-requests': { body: listReply([]) } });
    renderPage(testUser());
    expect(await screen.findByText(/Las reservas son para clientes mayoristas/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva reserva' })).toBeNull();
  });
});
