import type { Order } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/api-calls';
import { shopperOrder } from '../../../test/orders';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as OrderShowPage } from './order-show-page';

function showPage(order: Order) {
  stubApi({ [`GET /api/orders/${order.id}`]: { body: order } });
  renderRoutes([{ path: '/orders/:order/show', Component: OrderShowPage }], {
    path: `/orders/${order.id}/show`,
    user: testUser(),
  });
}

const payment = {
  amount_formatted: '25,00 $',
  reference: null,
  created_at: '2025-03-01T16:00:00.000Z',
};

describe('/orders/{id}/show', { timeout: 20_000 }, () => {
  it('tells the shopper when the shop’s staff took the order for them, and only then', async () => {
    showPage(shopperOrder({ placed_by_staff: true }));
    expect(await screen.findByText('Nuestro equipo tomó este pedido en tu nombre.')).toBeTruthy();
  });

  it("shows the shop's messages about the order, oldest first (decision 106)", async () => {
    showPage(
      shopperOrder({
        messages: [
          { text: 'Su aceite llega el jueves.', at: '2025-03-02T15:00:00.000Z', from: 'shop', unread: false },
          {
            text: '¿Puede recogerlo mi hermana?',
            at: '2025-03-03T15:00:00.000Z',
            from: 'customer',
            unread: false,
          },
        ],
      }),
    );
    const messages = await screen.findByRole('region', { name: 'Mensajes con la tienda' });
    expect(messages.textContent).toMatch(/Su aceite llega el jueves\..*Tú · .*¿Puede recogerlo mi hermana\?/);
    expect(within(messages).queryByText('Nuevo')).toBeNull();
  });

  it('marks the shop’s new messages as new and tells the shop once that they were seen (decision 109)', async () => {
    const order = shopperOrder({
      id: 127,
      messages: [{ text: 'Ya salió su pedido.', at: '2025-03-02T15:00:00.000Z', from: 'shop', unread: true }],
    });
    const fetchMock = stubApi({
      'GET /api/orders/127': { body: order },
      'POST /api/orders/127/messages/read': { body: { read: 1 } },
    });
    renderRoutes([{ path: '/orders/:order/show', Component: OrderShowPage }], {
      path: '/orders/127/show',
      user: testUser(),
    });
    const messages = await screen.findByRole('region', { name: 'Mensajes con la tienda' });
    expect(within(messages).getByText('Nuevo')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/orders/127/messages/read')).toHaveLength(1));
  });

  it('says nothing of staff for an order the shopper placed', async () => {
    showPage(shopperOrder());
    expect(await screen.findByText(/^Realizado el /)).toBeTruthy();
    expect(screen.queryByText('Nuestro equipo tomó este pedido en tu nombre.')).toBeNull();
  });

  it('tells the shopper which online payments the shop owes back and which it gave back', async () => {
    showPage(
      shopperOrder({
        id: 126,
        can_pay: false,
        payment_status: 'paid',
        payment_returned: 'due',
        payments: [
          {
            ...payment,
            id: 1,
            method: 'stripe',
            refund_due: false,
            refunded_at: '2025-03-02T10:00:00.000Z',
          },
          { ...payment, id: 2, method: 'paypal', refund_due: true, refunded_at: null },
        ],
      }),
    );
    expect(await screen.findByText(/Pago en línea con tarjeta \(devuelto el 2 mar 2025/)).toBeTruthy();
    expect(screen.getByText(/Pago con PayPal \(la tienda te lo devolverá\): 25,00 \$/)).toBeTruthy();
    // Where "Pagado" would be: the money is on its way back.
    expect(screen.getByText('Reembolso pendiente')).toBeTruthy();
    expect(screen.queryByText('Pagado')).toBeNull();
    // Nothing is to be paid: the pay form's instructions would ask for the money again.
    expect(screen.queryByText('Transfiera a la cuenta 1234.')).toBeNull();
  });
});
