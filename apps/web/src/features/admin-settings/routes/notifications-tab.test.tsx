import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as SettingsPage } from './settings-page';

describe('the notifications tab', { timeout: 20_000 }, () => {
  it('names the staff who are mailed about new orders and messages', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/settings/notifications': {
        body: {
          new_order: [],
          low_availability: [],
          contact_message: [3],
          payment: [],
          store_request: [],
          availability_notification: true,
        },
      },
      'GET /api/admin/settings/notifications/staff': {
        body: {
          staff: [
            { id: 3, name: 'Laura Díaz', email: 'laura@tienda.cu' },
            { id: 5, name: 'Pedro Gil', email: 'pedro@tienda.cu' },
          ],
        },
      },
      // The API answers with the whole settings saved, as the form then holds them.
      'PUT /api/admin/settings/notifications': {
        body: {
          new_order: [5],
          low_availability: [],
          contact_message: [3],
          payment: [],
          store_request: [],
          availability_notification: true,
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/settings/Generals', Component: SettingsPage }], {
      path: '/admin/settings/Generals?tab=notifications',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    expect((await screen.findAllByText('Laura Díaz · laura@tienda.cu')).length).toBeGreaterThan(0);
    // Decision 063: whoever is chosen reads the mails in the language they use the shop in.
    expect(
      screen.getByText(
        'Cada persona recibe estos correos en el idioma en que usa la tienda: el último que eligió con el selector de idioma.',
      ),
    ).toBeTruthy();
    const newOrder = screen.getByLabelText(/^Pedido nuevo/, { selector: 'input' });
    expect(newOrder.getAttribute('placeholder')).toBe('Nadie elegido: los administradores');
    await user.click(newOrder);
    await user.click(await screen.findByRole('option', { name: 'Pedro Gil · pedro@tienda.cu' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, 'PUT /api/admin/settings/notifications')[0]?.body).toEqual({
        new_order: [5],
        low_availability: [],
        contact_message: [3],
        payment: [],
        store_request: [],
        availability_notification: true,
      }),
    );
    // Saved, the tab stays on the form with the choice made.
    expect(await screen.findByText('Ajustes guardados')).toBeTruthy();
    expect(screen.getAllByText('Pedro Gil · pedro@tienda.cu').length).toBeGreaterThan(0);
  });
});
