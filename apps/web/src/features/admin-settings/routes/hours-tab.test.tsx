import { DEFAULT_STORE_HOURS } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as SettingsPage } from './settings-page';

const STORE = {
  name: 'Tienda',
  logo_url: '',
  favicon_url: '/favicon.svg',
  primary_color: 'blue',
  color_scheme: 'light',
  hours: DEFAULT_STORE_HOURS,
};

describe('the hours tab', { timeout: 20_000 }, () => {
  it('adds a second shift on Monday and saves the week', async () => {
    const fetchMock = stubApi({
      'GET /api/admin/settings/store': { body: STORE },
      'PUT /api/admin/settings/store/hours': ({ body }) => ({ body: { ...STORE, ...(body as object) } }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/settings/Generals', Component: SettingsPage }], {
      path: '/admin/settings/Generals?tab=hours',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    await user.click(await screen.findByRole('button', { name: 'Añadir horario el Lunes' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/settings/store/hours')).toHaveLength(1));
    const sent = callsTo(fetchMock, 'PUT /api/admin/settings/store/hours')[0]?.body as { hours: unknown[] };
    expect(sent.hours[0]).toEqual({ weekday: 1, opens: '09:00', closes: '13:00' });
    expect(sent.hours).toHaveLength(DEFAULT_STORE_HOURS.length + 1);
  });
});
