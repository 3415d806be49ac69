import type { ShoppingCardDetail } from '@shop/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { shopperCard } from '../../../test/cards';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as CardPage } from './card-page';

const CARD = shopperCard({ has_pin: false, origin: 'staff' });

const DETAIL: ShoppingCardDetail = {
  ...CARD,
  movements: [
    {
      id: 1,
      kind: 'recharge',
      amount: 10000,
      amount_formatted: '+100,00\u00a0$',
      balance_after_formatted: '100,00\u00a0$',
      order: null,
      by: 'Administración',
      note: 'Tarjeta de regalo de bienvenida',
      created_at: '2026-11-25T09:00:00.000Z',
    },
  ],
};

describe('/Profile/shopping_card/{id}', { timeout: 20_000 }, () => {
  it('keeps the card and its movements on screen once its first PIN is set, and then asks for the current one', async () => {
    stubApi({
      'GET /api/shopping-cards/7': { body: DETAIL },
      'GET /api/shopping-cards': { body: { data: [CARD] } },
      // As the API answers a PIN change: the card without its ledger.
      'PUT /api/shopping-cards/7/pin': {
        body: { message: 'PIN guardado', card: { ...CARD, has_pin: true } },
      },
    });
    renderRoutes([{ path: '/Profile/shopping_card/:id', Component: CardPage }], {
      path: '/Profile/shopping_card/7',
      user: testUser(),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('PIN', { exact: true }), '4821');
    await user.click(screen.getByRole('button', { name: 'Asignar PIN' }));

    expect(await screen.findByLabelText('PIN actual')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar PIN' })).toBeTruthy();
    expect(screen.getByText(/Tarjeta de regalo de bienvenida/)).toBeTruthy();
    expect(screen.getByText('Recarga')).toBeTruthy();
  });
});
