import type { ShoppingCard } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { shopperCard } from '../../../test/cards';
import { shopperOrder } from '../../../test/orders';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as PayWithCardPage } from './pay-with-card-page';

const card = (overrides: Partial<ShoppingCard>) =>
  shopperCard({ balance: 5000, balance_formatted: '50,00\u00a0$', ...overrides });

const CARDS = [
  card({}),
  card({
    id: 8,
    number: '5012 3456 7890 1234',
    coin: 'MLC',
    balance: 2000,
    balance_formatted: '20,00\u00a0MLC',
  }),
  // Not offered: a coin the order has no rate for, locked by wrong PINs, disabled, empty.
  card({ id: 9, number: '6000 0000 0000 0009', coin: 'EUR' }),
  card({ id: 10, number: '6000 0000 0000 0010', locked_until: '2099-01-01T00:00:00.000Z' }),
  card({ id: 11, number: '6000 0000 0000 0011', enabled: false }),
  card({ id: 12, number: '6000 0000 0000 0012', balance: 0, balance_formatted: '0,00\u00a0$' }),
  // Theirs without a PIN: named with the way to set one; a card they are only beneficiary of is not theirs to set.
  card({ id: 13, number: '4111 2222 3333 4444', has_pin: false }),
  card({ id: 14, number: '4111 2222 3333 5555', has_pin: false, is_owner: false }),
];

const ORDER = shopperOrder({ id: 123, exchange_rates: { USD: '1', MLC: '1.05' } });

function payPage(cards: ShoppingCard[]) {
  const fetchMock = stubApi({
    'GET /api/orders/123': { body: ORDER },
    'GET /api/shopping-cards': { body: { data: cards } },
    'POST /api/orders/123/shopping-card-payment': {
      body: { message: 'Pago aceptado', order: { ...ORDER, payment_status: 'paid' } },
    },
  });
  renderRoutes(
    [
      { path: '/payment_shopping_card/:order', Component: PayWithCardPage },
      { path: '/orders/:order/success-page', Component: () => <p>Pedido pagado</p> },
    ],
    { path: '/payment_shopping_card/123', user: testUser() },
  );
  return fetchMock;
}

describe('/payment_shopping_card/{id}', { timeout: 20_000 }, () => {
  it("offers the shopper's own cards that can pay the order: one picked leaves only its PIN to type", async () => {
    const user = userEvent.setup();
    const fetchMock = payPage(CARDS);
    const group = await screen.findByRole('radiogroup', { name: 'Tus tarjetas' });
    expect(group).toBeTruthy();
    expect(
      screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'Tarjeta terminada en 2706 · saldo 50,00\u00a0$',
      'Tarjeta terminada en 1234 · saldo 20,00\u00a0MLC',
      'Otra tarjeta',
    ]);
    expect(screen.getByText('Tu tarjeta terminada en 4444 aún no tiene PIN.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ponle un PIN para pagar con ella' }).getAttribute('href')).toBe(
      '/Profile/shopping_card/13',
    );
    expect(screen.queryByText(/5555/)).toBeNull();
    // They have cards: told how cards work, not asked whether they have one.
    expect(screen.getByRole('link', { name: 'Así funcionan las tarjetas de regalo' })).toBeTruthy();
    expect(screen.queryByText(/¿No tienes tarjeta\?/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Tarjeta terminada en 2706 · saldo 50,00\u00a0$' }));
    const number = screen.getByRole('textbox', { name: 'Número de la tarjeta' }) as HTMLInputElement;
    expect(number.value).toBe('4385 0514 7688 2706');
    const pin = screen.getByLabelText(/PIN de 4 dígitos/);
    expect(document.activeElement).toBe(pin);
    await user.type(pin, '1234');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Pedido pagado')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/orders/123/shopping-card-payment')[0]?.body).toEqual({
      number: '4385 0514 7688 2706',
      pin: '1234',
    });
  });

  it('reads a card of theirs typed by hand as picked, and "another card" empties the number to type one', async () => {
    const user = userEvent.setup();
    payPage(CARDS);
    const number = (await screen.findByRole('textbox', { name: 'Número de la tarjeta' })) as HTMLInputElement;
    await screen.findByRole('radiogroup', { name: 'Tus tarjetas' });
    await user.type(number, '5012-3456-7890-1234');
    expect(
      (
        screen.getByRole('radio', {
          name: 'Tarjeta terminada en 1234 · saldo 20,00\u00a0MLC',
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Otra tarjeta' }));
    expect(number.value).toBe('');
    expect(document.activeElement).toBe(number);
    expect((screen.getByRole('radio', { name: 'Otra tarjeta' }) as HTMLInputElement).checked).toBe(true);
  });

  it('asks a shopper with no card whether they have one, and offers none to pick', async () => {
    payPage([]);
    expect(await screen.findByText(/¿No tienes tarjeta\?/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Así funcionan las tarjetas de regalo' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
