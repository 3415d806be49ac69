import type { Order } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopperOrder } from '../../../test/orders';
import { stubApi } from '../../../test/render';
import { renderRoutes, testUser } from '../../../test/render-routes';
import { Component as OrderSuccessPage } from './order-success-page';

function successPage(order: Order) {
  stubApi({ [`GET /api/orders/${order.id}`]: { body: order } });
  renderRoutes([{ path: '/orders/:order/success-page', Component: OrderSuccessPage }], {
    path: `/orders/${order.id}/success-page`,
    user: testUser(),
  });
}

describe('/orders/{id}/success-page', { timeout: 20_000 }, () => {
  it('offers to pay an order still owed with a gift card, beside how its pay form is paid', async () => {
    successPage(shopperOrder({ id: 123 }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeTruthy();
    expect(screen.getByText('Transfiera a la cuenta 1234.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pagar con tarjeta de regalo' }).getAttribute('href')).toBe(
      '/payment_shopping_card/123',
    );
  });

  it('offers no card payment for an order paid already', async () => {
    successPage(shopperOrder({ id: 124, payment_status: 'paid', paid_at: '2025-03-01T16:00:00.000Z' }));
    expect(await screen.findByText('Pago aceptado con éxito')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pagar con tarjeta de regalo' })).toBeNull();
  });

  it('offers no card payment once the order can no longer be paid', async () => {
    successPage(shopperOrder({ id: 125, can_pay: false }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Gracias por tu compra!' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pagar con tarjeta de regalo' })).toBeNull();
  });
});
