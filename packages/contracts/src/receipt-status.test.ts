import { describe, expect, it } from 'vitest';
import { awaitsPayment, shownReceiptStatus } from './orders';

const order = (payment_status: string, is_final = false) => ({ payment_status, status: { is_final } });

describe('a receipt as the shopper and staff read it', () => {
  it('is under review while its order waits for the payment', () => {
    expect(awaitsPayment(order('pending'))).toBe(true);
    expect(shownReceiptStatus({ status: 'pending' }, order('pending'))).toBe('pending');
  });

  it('was never reviewed when its order closed first: cancelled, finished, or paid another way', () => {
    for (const closed of [order('cancelled'), order('pending', true), order('paid')]) {
      expect(awaitsPayment(closed)).toBe(false);
      expect(shownReceiptStatus({ status: 'pending' }, closed)).toBe('unreviewed');
    }
  });

  it('keeps what staff decided, whatever became of the order', () => {
    expect(shownReceiptStatus({ status: 'accepted' }, order('paid'))).toBe('accepted');
    expect(shownReceiptStatus({ status: 'rejected' }, order('cancelled'))).toBe('rejected');
  });
});
