import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { shopperCard } from '../../../test/cards';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as RechargePage } from './recharge-page';

const CARD = { ...shopperCard({ balance: 1000, balance_formatted: '10,00 $' }), movements: [] };

const INFO = {
  page: '<p>Tarjetas</p>',
  amounts: [{ amount: 1000, coin: 'USD', formatted: '10,00 $' }],
  coins: ['USD'],
  min_recharge: 500,
  max_recharge: 50000,
  min_recharge_formatted: '5,00 $',
  max_recharge_formatted: '500,00 $',
  pay_forms: [
    { code: 'transfer', name: 'Transferencia', instructions: 'Haz la transferencia a la cuenta 1234.' },
  ],
  online_providers: ['paypal'],
  online_coins: ['USD'],
};

describe('recharging a card', { timeout: 20_000 }, () => {
  it('reads the amount in Spanish (12,50 is twelve and a half) and shows how to pay once asked', async () => {
    const fetchMock = stubApi({
      'GET /api/shopping-cards/7': { body: CARD },
      'GET /api/shopping-card-info': { body: INFO },
      'POST /api/shopping-cards/7/recharges': {
        status: 201,
        body: {
          message: 'Solicitud registrada: la tarjeta se acredita cuando se confirme el pago',
          sale: {
            id: 3,
            kind: 'recharge',
            card: { id: 7, number: CARD.number },
            amount: 1250,
            amount_formatted: '12,50 $',
            coin: 'USD',
            pay_form: INFO.pay_forms[0],
            status: 'pending',
            refund_due: false,
            payments: [],
            buyer: { id: 1, name: 'Ana Pérez', email: 'ana@example.com' },
            decided_by: null,
            decided_at: null,
            created_at: '2026-11-25T09:05:00.000Z',
          },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/Profile/shopping_card/recharge/:id', Component: RechargePage }], {
      path: '/Profile/shopping_card/recharge/7',
      user: testUser({ all_permissions: [] }),
    });

    expect(await screen.findByText('Entre 5,00 $ y 500,00 $')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Importe en USD/ }), '12,50');
    // PayPal takes the card's coin, so it is offered beside the manual forms.
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Transferencia/ }));
    await user.click(screen.getByRole('button', { name: 'Solicitar recarga' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/shopping-cards/7/recharges')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/shopping-cards/7/recharges')[0]?.body).toEqual({
      amount: 1250,
      pay_form: 'transfer',
    });
    expect(
      await screen.findByText('Solicitud registrada: la tarjeta se acredita cuando se confirme el pago'),
    ).toBeTruthy();
    expect(screen.getByText('Haz la transferencia a la cuenta 1234.')).toBeTruthy();
  });
});
