import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardSalePaidTwice } from '../../../test/cards';
import { renderWithProviders, stubApi } from '../../../test/render';
import { CardSalesList } from './card-sales-list';

describe("the shopper's card purchases and recharges", { timeout: 20_000 }, () => {
  it('says a payment owed back is pending, and once given back, when', () => {
    stubApi({});
    const { unmount } = renderWithProviders(<CardSalesList sales={[cardSalePaidTwice()]} />);
    expect(screen.getByText('Reembolso pendiente')).toBeTruthy();
    expect(screen.queryByText(/Te devolvimos/)).toBeNull();
    unmount();

    const given = cardSalePaidTwice({ refund_due: false, refunded_at: '2026-11-21T10:00:00.000Z' });
    renderWithProviders(<CardSalesList sales={[given]} />);
    expect(screen.queryByText('Reembolso pendiente')).toBeNull();
    expect(screen.getByText(/^Te devolvimos 25,00 \$ el 21 nov 2026/)).toBeTruthy();
  });
});
