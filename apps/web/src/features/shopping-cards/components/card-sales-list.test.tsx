import type { CardSale } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { CardSalesList } from './card-sales-list';

const paid = {
  provider: 'paypal',
  amount_formatted: '25,00 $',
  reference: 'CAP1',
  created_at: '2026-11-20T15:00:00.000Z',
} as const;

/** A gift card paid twice through PayPal (two tabs): the second payment, once given back, says when. */
const SALE: CardSale = {
  id: 5,
  kind: 'purchase',
  card: { id: 3, number: '6012 3456 7890 1234' },
  amount: 2500,
  amount_formatted: '25,00 $',
  coin: 'USD',
  pay_form: { code: 'paypal', name: 'PayPal', instructions: '' },
  status: 'paid',
  refund_due: false,
  payments: [
    { ...paid, id: 1, counted: true, refund_due: false, refunded_at: null },
    { ...paid, id: 2, counted: false, refund_due: false, refunded_at: '2026-11-21T10:00:00.000Z' },
  ],
  buyer: { id: 8, name: 'María Rodríguez', email: 'maria@example.com' },
  decided_by: null,
  decided_at: '2026-11-20T15:00:00.000Z',
  created_at: '2026-11-20T14:58:00.000Z',
};

describe("the shopper's card purchases and recharges", { timeout: 20_000 }, () => {
  it('says a payment owed back is pending, and once given back, when', () => {
    stubApi({});
    const owed = {
      ...SALE,
      refund_due: true,
      payments: [SALE.payments[0], { ...SALE.payments[1], refund_due: true, refunded_at: null }],
    } as CardSale;
    const { unmount } = renderWithProviders(<CardSalesList sales={[owed]} />);
    expect(screen.getByText('Reembolso pendiente')).toBeTruthy();
    expect(screen.queryByText(/Te devolvimos/)).toBeNull();
    unmount();

    renderWithProviders(<CardSalesList sales={[SALE]} />);
    expect(screen.queryByText('Reembolso pendiente')).toBeNull();
    expect(screen.getByText(/^Te devolvimos 25,00 \$ el 21 nov 2026/)).toBeTruthy();
  });
});
