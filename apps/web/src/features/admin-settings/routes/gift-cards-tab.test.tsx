import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as SettingsPage } from './settings-page';

const SAVED = {
  amounts: [1000, 2500],
  min_recharge: 500,
  max_recharge: 50000,
  coins: ['USD'],
  allow_partial_payment: true,
  page: '<p>Regala compras</p>',
};

describe('the gift cards tab', { timeout: 20_000 }, () => {
  it('adds an amount typed in Spanish and saves the whole document in cents', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/settings/shopping-cards': { body: SAVED },
      'GET /api/coins': {
        body: {
          date: '2026-11-25',
          coins: [
            {
              id: 1,
              short_name: 'USD',
              name: 'Dólar',
              symbol: '$',
              is_base: true,
              decimals: 2,
              rate: '1',
              rate_date: null,
            },
          ],
        },
      },
      'PUT /api/admin/settings/shopping-cards': { body: { ...SAVED, amounts: [1000, 2500, 7550] } },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/settings/Generals', Component: SettingsPage }], {
      path: '/admin/settings/Generals?tab=gift-cards',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    await user.click(await screen.findByRole('button', { name: 'Añadir importe' }));
    await user.type(screen.getByRole('textbox', { name: 'Importe 3' }), '75,50');
    await user.click(screen.getByRole('switch', { name: /Permitir pagar parte/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/settings/shopping-cards')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/shopping-cards')[0]?.body).toEqual({
      ...SAVED,
      amounts: [1000, 2500, 7550],
      allow_partial_payment: false,
    });
  });
});
