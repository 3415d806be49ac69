import type { ShoppingCard } from '@shop/contracts';

/** A gift card as its owner reads it (GET /api/shopping-cards): 100,00 $ with a PIN, bought by Ana. */
export function shopperCard(overrides: Partial<ShoppingCard> = {}): ShoppingCard {
  return {
    id: 7,
    number: '4385 0514 7688 2706',
    coin: 'USD',
    balance: 10000,
    balance_formatted: '100,00\u00a0$',
    enabled: true,
    has_pin: true,
    locked_until: null,
    is_owner: true,
    owner: { id: 7, name: 'Ana Pérez', email: 'ana@example.com' },
    beneficiary: null,
    origin: 'purchase',
    created_at: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}
