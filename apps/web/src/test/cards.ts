import type { CardSale, CardSalePayment, ShoppingCard } from '@shop/contracts';

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

/** A payment PayPal reported for a card sale: 25,00 $ that settled it, unless overridden. */
export function cardSalePayment(overrides: Partial<CardSalePayment> = {}): CardSalePayment {
  return {
    id: 11,
    provider: 'paypal',
    amount_formatted: '25,00 $',
    reference: 'CAP11',
    counted: true,
    refund_due: false,
    refunded_at: null,
    created_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

/**
 * A 25,00 $ gift card María bought through PayPal and paid twice (two tabs): the first payment settled it, the
 * second (`second`) is owed back unless overridden.
 */
export function cardSalePaidTwice(second: Partial<CardSalePayment> = {}): CardSale {
  const again = cardSalePayment({ id: 12, reference: 'CAP12', counted: false, refund_due: true, ...second });
  return {
    id: 5,
    kind: 'purchase',
    card: { id: 3, number: '6012 3456 7890 1234' },
    amount: 2500,
    amount_formatted: '25,00 $',
    coin: 'USD',
    pay_form: { code: 'paypal', name: 'PayPal', instructions: '' },
    status: 'paid',
    refund_due: again.refund_due,
    payments: [cardSalePayment(), again],
    buyer: { id: 8, name: 'María Rodríguez', email: 'maria@example.com' },
    decided_by: null,
    decided_at: '2026-11-20T15:00:00.000Z',
    created_at: '2026-11-20T14:58:00.000Z',
  };
}
