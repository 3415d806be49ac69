import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, listReply } from '../../../test/api-calls';
import { stubApi } from '../../../test/render';
import { renderRoutes } from '../../../test/render-routes';
import { Component as MyOrdersPage } from './my-orders-page';

describe('/Profile/Orders', { timeout: 20_000 }, () => {
  it('reads a page number the API would refuse as the first page, never as a failed page', async () => {
    const fetchMock = stubApi({ 'GET /api/orders': { body: listReply([]) } });
    renderRoutes([{ path: '/Profile/Orders', Component: MyOrdersPage }], {
      path: '/Profile/Orders?page=999999999',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeTruthy();
    await screen.findByRole('link', { name: 'Seguir comprando' });
    expect(callsTo(fetchMock, 'GET /api/orders').at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(screen.queryByText('Hay campos vacíos o no válidos')).toBeNull();
  });
});
