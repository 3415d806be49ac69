import type { MyOrderListItem } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
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

  it('says on each order how many of the shop’s messages on it the shopper has not seen (decision 109)', async () => {
    const row: Omit<MyOrderListItem, 'id' | 'order_id' | 'unread_messages'> = {
      created_at: '2025-03-01T16:00:00.000Z',
      status: { id: 1, name: 'Nuevo', color: '#228be6', is_final: false, role: null },
      payment_status: 'pending',
      payment_returned: null,
      delivery_method: 'home',
      total: 2500,
      to_pay_formatted: '25,00 $',
      paid_formatted: '0,00 $',
      wholesale: false,
      items_count: 2,
      customer_name: 'Luis Pérez',
      customer_email: 'luis@example.com',
      contacted: false,
    };
    stubApi({
      'GET /api/orders': {
        body: listReply([
          { ...row, id: 12, order_id: 'P-000012', unread_messages: 2 },
          { ...row, id: 11, order_id: 'P-000011', unread_messages: 0 },
        ]),
      },
    });
    renderRoutes([{ path: '/Profile/Orders', Component: MyOrdersPage }], { path: '/Profile/Orders' });

    const unread = await screen.findByRole('article', { name: 'P-000012' });
    expect(within(unread).getByText('2 mensajes nuevos de la tienda')).toBeTruthy();
    const read = screen.getByRole('article', { name: 'P-000011' });
    expect(within(read).queryByText(/mensaje/)).toBeNull();
  });
});
