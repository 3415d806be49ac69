import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as HistoryPage } from './settings-history-page';

describe('the settings log', { timeout: 20_000 }, () => {
  it('says who changed what and when, in words', async () => {
    stubApi({
      'GET /api/admin/settings/changes': {
        body: listReply([
          {
            id: 2,
            user_name: 'Laura Díaz',
            action: 'update',
            area: 'content-pages/:id',
            record_id: 3,
            created_at: '2026-11-24T15:30:00.000Z',
          },
          {
            id: 1,
            user_name: 'Pedro Gil',
            action: 'update',
            area: 'settings/store',
            record_id: null,
            created_at: '2026-11-24T15:00:00.000Z',
          },
        ]),
      },
    });
    renderRoutes([{ path: '/admin/settings/History', Component: HistoryPage }], {
      path: '/admin/settings/History',
      user: testUser({ all_permissions: ['read_settings'] }),
    });

    const laura = (await screen.findByText('Laura Díaz')).closest('tr') as HTMLElement;
    expect(within(laura).getByText('Cambió')).toBeTruthy();
    expect(within(laura).getByText('Página #3')).toBeTruthy();
    const pedro = screen.getByText('Pedro Gil').closest('tr') as HTMLElement;
    expect(within(pedro).getByText('Personalización')).toBeTruthy();
  });
});
