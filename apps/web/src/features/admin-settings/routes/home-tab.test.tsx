import { HOME_SECTIONS } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as SettingsPage } from './settings-page';

describe('the front tab', { timeout: 20_000 }, () => {
  it('moves a section and hides another', async () => {
    const sections = HOME_SECTIONS.map((key) => ({ key, visible: true }));
    const fetchMock = stubApi({
      'GET /api/admin/settings/home': { body: { sections } },
      'PUT /api/admin/settings/home': ({ body }) => ({ body }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/admin/settings/Generals', Component: SettingsPage }], {
      path: '/admin/settings/Generals?tab=home',
      user: testUser({ all_permissions: ['ALL'] }),
    });

    await user.click(await screen.findByRole('button', { name: 'Subir Testimonios' }));
    await user.click(screen.getByRole('switch', { name: 'Novedades' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(callsTo(fetchMock, 'PUT /api/admin/settings/home')).toHaveLength(1));
    const sent =
      (
        callsTo(fetchMock, 'PUT /api/admin/settings/home')[0]?.body as
          | { sections: typeof sections }
          | undefined
      )?.sections ?? [];
    expect(sent.map((s) => s.key).slice(4, 7)).toEqual(['best_sellers', 'testimonials', 'catalog']);
    expect(sent.find((s) => s.key === 'newest')?.visible).toBe(false);
  });
});
