// SPEC §5's checkout rules that the checkout page and the orders service both apply: one function, two callers.

/** What a shopper has chosen so far at checkout (the order body's fields, any of them still missing). */
export interface CheckoutChoice {
  delivery_method?: 'home' | 'pickup' | null | undefined;
  beneficiary_id?: number | null | undefined;
  location?: { longitude: number; latitude: number } | null | undefined;
  point_of_sale_id?: number | null | undefined;
  pay_form?: string | null | undefined;
}

/** A choice the checkout still needs, in the order the page asks for them. */
export type CheckoutGap = 'delivery' | 'recipient' | 'location' | 'pickup' | 'pay_form';

/**
 * What is missing before an order can be placed (SPEC §5: a delivery needs a beneficiary and a map location, a
 * pickup its point of sale, and every order a pay form). `forQuote` leaves the pay form out: the price does not
 * depend on it.
 */
export function checkoutGaps(choice: CheckoutChoice, forQuote = false): CheckoutGap[] {
  const gaps: CheckoutGap[] = [];
  if (!choice.delivery_method) gaps.push('delivery');
  if (choice.delivery_method === 'home') {
    if (choice.beneficiary_id == null) gaps.push('recipient');
    if (choice.location == null) gaps.push('location');
  }
  if (choice.delivery_method === 'pickup' && choice.point_of_sale_id == null) gaps.push('pickup');
  if (!forQuote && !choice.pay_form) gaps.push('pay_form');
  return gaps;
}

/** The server's answer to the first gap, in SPEC words (validation-messages / server messages keys). */
export const CHECKOUT_GAP_MESSAGES = {
  delivery: 'delivery_method_unavailable',
  recipient: 'beneficiary_required',
  location: 'location_required',
  pickup: 'pickup_point_required',
  pay_form: 'pay_form_unavailable',
} as const satisfies Record<CheckoutGap, string>;
