import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as SettingsPage } from './settings-page';

const SAVED = { phones: ['+5378301234'], emails: [], address: '', links: [] };

describe('the contacts tab', { timeout: 20_000 }, () => {
  it('adds a phone and a social link, and says when the server refuses a phone', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/settings/contacts': { body: SAVED },
      'PUT /api/admin/settings/contacts': {
        status: 422,
        body: {
          message: 'Hay campos vacíos o no válidos',
          errors: { 'phones.1': ['Formato de teléfono no válido.'] },
        },
      },
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/settings/Generals', Component: SettingsPage }], {
      path: '/admin/settings/Generals?tab=contacts',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    await user.type(await screen.findByLabelText(/^Teléfonos/, { selector: 'input' }), '5 234 5678{Enter}');
    await user.click(screen.getByRole('button', { name: 'Añadir un enlace a una red social' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Dirección del enlace 1' }),
      'https://facebook.com/tienda',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/settings/contacts')).toHaveLength(1));
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/contacts')[0]?.body).toEqual({
      phones: ['+5378301234', '+5352345678'],
      emails: [],
      address: '',
      links: [{ network: 'facebook', url: 'https://facebook.com/tienda' }],
    });
  });

  it('keeps a sixth phone pasted in and refuses the list in words, instead of dropping it', async () => {
    const fetchMock = stubApi({ 'GET /api/admin/settings/contacts': { body: SAVED } });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/settings/Generals', Component: SettingsPage }], {
      path: '/admin/settings/Generals?tab=contacts',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    await user.click(await screen.findByLabelText(/^Teléfonos/, { selector: 'input' }));
    await user.paste('52345671, 52345672, 52345673, 52345674, 52345675');
    for (const phone of ['52345671', '52345675']) expect(screen.getByText(phone)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Elige como máximo 5')).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/settings/contacts')).toHaveLength(0);
  });
});
