import type { Order } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TransferDetails } from './transfer-details';

/** A transfer order with one receipt nobody has judged yet; only what the card reads. */
const order = (closed: boolean) =>
  ({
    id: 7,
    order_id: 'P-000007',
    payment_status: closed ? 'cancelled' : 'pending',
    can_pay: !closed,
    status: { id: 1, name: closed ? 'Cancelado' : 'Pendiente', color: 'gray', is_final: closed, role: null },
    pay_form: { account: null },
    receipts: [
      {
        id: 3,
        kind: 'image',
        status: 'pending',
        reason: null,
        url: '/api/orders/7/receipts/3',
        created_at: '2026-11-30T15:00:00.000Z',
      },
    ],
  }) as unknown as Order;

describe("a transfer order's receipts, as its shopper reads them", () => {
  it('says a receipt is under review while the order waits for its payment', () => {
    renderWithProviders(<TransferDetails order={order(false)} />);
    expect(screen.getByText('En revisión')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar comprobante' })).toBeTruthy();
  });

  it('no longer says so once the order is closed (cancelled before anyone judged it)', () => {
    renderWithProviders(<TransferDetails order={order(true)} />);
    expect(screen.getByText('Sin revisar')).toBeTruthy();
    expect(screen.queryByText('En revisión')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar comprobante' })).toBeNull();
  });
});
