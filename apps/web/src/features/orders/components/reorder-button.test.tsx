import { decodeSharedCart, type OrderLine } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReorderButton } from './reorder-button';

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  id: 1,
  product_id: 10,
  variation_id: null,
  name: 'Arroz blanco 1 kg',
  sku: 'ARRO-000010',
  variant: null,
  quantity: 3,
  unit_price: 250,
  line_total: 750,
  line_total_formatted: '7,50\u00a0$',
  offer_name: null,
  ...overrides,
});

describe('"Volver a pedir"', () => {
  it("opens the order's products, variations and quantities as a cart to add, naming the order", () => {
    const lines = [line({}), line({ id: 2, product_id: 11, variation_id: 31, quantity: 1 })];
    renderWithProviders(<ReorderButton order={{ order_id: 'P-000123', lines }} />);
    const href = new URL(
      screen.getByRole('link', { name: 'Volver a pedir' }).getAttribute('href') ?? '',
      'http://shop.test',
    );
    expect(href.pathname.startsWith('/Cart/share-cart/')).toBe(true);
    expect(href.searchParams.get('order')).toBe('P-000123');
    expect(decodeSharedCart(href.pathname.split('/').at(-1) ?? '')).toEqual([
      { product_id: 10, variation_id: null, quantity: 3 },
      { product_id: 11, variation_id: 31, quantity: 1 },
    ]);
  });

  it('leaves out a product deleted since, and is not offered when none is left', () => {
    const { unmount } = renderWithProviders(
      <ReorderButton
        order={{ order_id: 'P-000124', lines: [line({}), line({ id: 2, product_id: null })] }}
      />,
    );
    const href = screen.getByRole('link', { name: 'Volver a pedir' }).getAttribute('href') ?? '';
    expect(decodeSharedCart(href.split('/').at(-1)?.split('?')[0] ?? '')).toHaveLength(1);
    unmount();
    renderWithProviders(
      <ReorderButton order={{ order_id: 'P-000125', lines: [line({ product_id: null })] }} />,
    );
    expect(screen.queryByRole('link', { name: 'Volver a pedir' })).toBeNull();
  });
});
