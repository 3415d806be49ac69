import type { Cart, CartItem, StorefrontCoin } from '@shop/contracts';

export const USD: StorefrontCoin = {
  id: 1,
  short_name: 'USD',
  name: 'Dólar estadounidense',
  symbol: '$',
  is_base: true,
  decimals: 2,
  rate: '1',
  rate_date: null,
};

/** `GET /api/coins` with the base coin only (no coin picker). */
export const coinsStub = { 'GET /api/coins': { body: { date: '2025-03-02', coins: [USD] } } };

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 1,
    product_id: 10,
    variation_id: null,
    slug: 'lampara-de-mesa',
    name: 'Lámpara de mesa',
    sku: 'LAM-1',
    variant: null,
    image_url: '/uploads/lampara-400.webp',
    kind: 'simple',
    quantity: 2,
    min_quantity: 1,
    max_quantity: 5,
    unit_price: 2000,
    unit_price_formatted: '20,00 $',
    line_total: 4000,
    line_total_formatted: '40,00 $',
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    held_quantity: overrides.quantity ?? 2,
    offer_name: null,
    ...overrides,
  };
}

export function cart(items: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  const subtotal = items.reduce((sum, item) => sum + item.line_total, 0);
  const money = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} $`;
  return {
    items,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    subtotal_formatted: money(subtotal),
    shipment_formatted: money(0),
    to_pay_formatted: money(subtotal),
    tax: 0,
    tax_formatted: money(0),
    is_wholesaler: false,
    coin: USD,
    ...overrides,
  };
}
