import type { Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { orderCreatedMail } from './order-mails';

// Only what the mail reads: an order of 15 000 bags, as a wholesaler may place.
const ORDER = {
  id: 9,
  order_id: 'P-000009',
  lines: [{ quantity: 15_000, name: 'Arroz 5 kg', variant: null }],
  amounts: { to_pay_formatted: '114.000,00 $' },
  pay_form: { name: 'Transferencia', instructions: '', account: null },
} as unknown as Order;

describe('the order mail', () => {
  it('writes each line’s count as the reader’s language does', () => {
    expect(orderCreatedMail('a@b.c', ORDER, 'https://tienda.cu', 'es-ES').text).toContain(
      '15.000 × Arroz 5 kg',
    );
    expect(orderCreatedMail('a@b.c', ORDER, 'https://tienda.cu', 'en-US').text).toContain(
      '15,000 × Arroz 5 kg',
    );
  });
});
