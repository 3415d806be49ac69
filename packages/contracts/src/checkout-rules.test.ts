import { describe, expect, it } from 'vitest';
import { checkoutGaps } from './checkout-rules';

const HAVANA = { longitude: -82.38, latitude: 23.13 };

describe('checkoutGaps', () => {
  it('asks for the delivery method first, and for a pay form always', () => {
    expect(checkoutGaps({})).toEqual(['delivery', 'pay_form']);
  });

  it('asks a delivery for its beneficiary and map point', () => {
    expect(checkoutGaps({ delivery_method: 'home', pay_form: 'cash' })).toEqual(['recipient', 'location']);
    expect(
      checkoutGaps({ delivery_method: 'home', beneficiary_id: 3, location: HAVANA, pay_form: 'cash' }),
    ).toEqual([]);
  });

  it('asks a pickup for its point of sale, and a quote for nothing about paying', () => {
    expect(checkoutGaps({ delivery_method: 'pickup' }, true)).toEqual(['pickup']);
    expect(checkoutGaps({ delivery_method: 'pickup', point_of_sale_id: 2 }, true)).toEqual([]);
  });
});
