import type { Order } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { orderCreatedMail } from './order-mails';

const RECIPIENT = {
  name: 'María',
  last_name: 'González',
  main_street: 'Calle 23',
  first_street: 'L',
  second_street: 'M',
  house_or_apartment: 'Apto 4',
  municipality: '2304',
  municipality_name: 'Plaza de la Revolución',
  province: '23',
  province_name: 'La Habana',
};

// Only what the mail reads: an order of 15 000 bags, as a wholesaler may place.
const ORDER = {
  id: 9,
  order_id: 'P-000009',
  lines: [{ quantity: 15_000, name: 'Arroz 5 kg', variant: null, line_total_formatted: '114.000,00 $' }],
  delivery_method: 'pickup',
  amounts: {
    subtotal_formatted: '114.000,00 $',
    shipment_formatted: '0,00 $',
    to_pay_formatted: '114.000,00 $',
    discount: null,
  },
  pay_form: { name: 'Transferencia', instructions: '', account: null },
} as unknown as Order;

describe('the order mail', () => {
  it('writes each line’s count as the reader’s language does', () => {
    expect(orderCreatedMail('a@b.c', ORDER, 'https://tienda.cu', 'es-ES').text).toContain(
      '15.000 × Arroz 5 kg: 114.000,00 $',
    );
    expect(orderCreatedMail('a@b.c', ORDER, 'https://tienda.cu', 'en-US').text).toContain(
      '15,000 × Arroz 5 kg: 114.000,00 $',
    );
  });

  it('shows how the lines become the total: subtotal, the discount and the delivery', () => {
    const home = {
      ...ORDER,
      delivery_method: 'home',
      recipient: RECIPIENT,
      lines: [{ quantity: 2, name: 'Arroz 5 kg', variant: null, line_total_formatted: '18,00 $' }],
      amounts: {
        subtotal_formatted: '18,00 $',
        shipment_formatted: '1,80 $',
        to_pay_formatted: '18,00 $',
        discount: { name: 'Bienvenida', code: 'HOLA10', amount: 180, amount_formatted: '1,80 $' },
      },
    } as unknown as Order;
    const text = orderCreatedMail('a@b.c', home, 'https://tienda.cu', 'es-ES').text;
    expect(text).toContain(
      [
        '2 × Arroz 5 kg: 18,00 $',
        'Subtotal: 18,00 $',
        'Descuento (Bienvenida): −1,80 $',
        'Envío: 1,80 $',
        'Total a pagar: 18,00 $ (Transferencia).',
      ].join('\n'),
    );
    const english = orderCreatedMail('a@b.c', home, 'https://tienda.cu', 'en-US').text;
    expect(english).toContain('Discount (Bienvenida): −1,80 $');
    expect(english).toContain('Delivery: 1,80 $');
    // Picked up: no delivery line.
    expect(orderCreatedMail('a@b.c', ORDER, 'https://tienda.cu', 'es-ES').text).not.toContain('Envío');
  });

  it('says where the order goes, so the shopper can check it at once', () => {
    const home = { ...ORDER, delivery_method: 'home', pickup_point: null, recipient: RECIPIENT } as Order;
    expect(orderCreatedMail('a@b.c', home, 'https://tienda.cu', 'es-ES').text).toContain(
      'Entrega a María González: Calle 23 entre L y M, Apto 4, Plaza de la Revolución, La Habana.',
    );
    expect(orderCreatedMail('a@b.c', home, 'https://tienda.cu', 'en-US').text).toContain(
      'Delivery to María González: Calle 23 between L and M, Apto 4, Plaza de la Revolución, La Habana.',
    );
    const pickup = {
      ...ORDER,
      delivery_method: 'pickup',
      pickup_point: { id: 1, name: 'Tienda Vedado', address: 'Calle 23 No. 456, Vedado' },
      recipient: null,
    } as Order;
    const mail = orderCreatedMail('a@b.c', pickup, 'https://tienda.cu', 'es-ES');
    expect(mail.text).toContain('Recogida en Tienda Vedado: Calle 23 No. 456, Vedado.');
    expect(mail.html).toContain('<p>Recogida en Tienda Vedado: Calle 23 No. 456, Vedado.</p>');
    expect(orderCreatedMail('a@b.c', pickup, 'https://tienda.cu', 'en-US').text).toContain(
      'Pick-up at Tienda Vedado: Calle 23 No. 456, Vedado.',
    );
  });

  it('tells again how long there is to pay, and the prepayment a wholesale order needs, with its amount', () => {
    const placed = '2026-11-30T12:00:00.000Z';
    const wholesale = {
      ...ORDER,
      created_at: placed,
      payment_due_at: '2026-11-30T13:00:00.000Z',
      payment_status: 'pending',
      prepayment: { amount_formatted: '57.000,00 $', percentage: 50, satisfied: false },
    } as unknown as Order;
    expect(orderCreatedMail('a@b.c', wholesale, 'https://tienda.cu', 'es-ES').text).toContain(
      'Adelanta el 50\u00a0% (57.000,00 $) en la próxima hora; si no, el pedido se cancela.',
    );
    expect(orderCreatedMail('a@b.c', wholesale, 'https://tienda.cu', 'en-US').text).toContain(
      'Pay 50% in advance (57.000,00 $) within the next hour, or the order is cancelled.',
    );
    const transfer = {
      ...wholesale,
      prepayment: null,
      payment_due_at: '2026-11-30T12:30:00.000Z',
    } as unknown as Order;
    expect(orderCreatedMail('a@b.c', transfer, 'https://tienda.cu', 'es-ES').text).toContain(
      'Págalo en los próximos 30 minutos; si no, el pedido se cancela.',
    );
    // Cash on receipt has no window to miss.
    const cash = { ...transfer, payment_due_at: null } as unknown as Order;
    expect(orderCreatedMail('a@b.c', cash, 'https://tienda.cu', 'es-ES').text).not.toContain('se cancela');
  });
});
