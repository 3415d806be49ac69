import type { Cart, CheckoutQuoteReply, StorefrontCoin } from '@shop/contracts';

const USD: StorefrontCoin = {
  id: 1,
  short_name: 'USD',
  name: 'Dólar estadounidense',
  symbol: '$',
  is_base: true,
  decimals: 2,
  rate: '1',
  rate_date: null,
};

export const coinsStub = { 'GET /api/coins': { body: { date: '2025-03-02', coins: [USD] } } };

export const cartWithRice: Cart = {
  items: [
    {
      id: 1,
      product_id: 10,
      variation_id: null,
      slug: 'arroz',
      name: 'Arroz',
      sku: 'ARR-1',
      variant: null,
      image_url: null,
      kind: 'simple',
      quantity: 2,
      min_quantity: 1,
      max_quantity: 5,
      unit_price: 250,
      unit_price_formatted: '2,50 $',
      line_total: 500,
      line_total_formatted: '5,00 $',
      expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      held_quantity: 2,
      offer_name: null,
    },
  ],
  count: 2,
  subtotal: 500,
  subtotal_formatted: '5,00 $',
  shipment_formatted: '0,00 $',
  to_pay_formatted: '5,00 $',
  tax: 0,
  tax_formatted: '0,00 $',
  is_wholesaler: false,
  coin: USD,
};

export { shippingOptions, vedado } from '../../../test/shipping';

/** The quote of `cartWithRice` picked up at a point of sale: 5,00 $, no shipping, no discount. */
export const pickupQuote: CheckoutQuoteReply = {
  coin: 'USD',
  subtotal_formatted: '5,00 $',
  shipment_formatted: '0,00 $',
  to_pay_formatted: '5,00 $',
  to_pay: 500,
  shipment_distance: null,
  free_shipping: false,
  discount: null,
};
