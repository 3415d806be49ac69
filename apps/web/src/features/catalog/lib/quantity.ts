import { useState } from 'react';

/** What the quantity field holds: a number, or the text being typed ('' while cleared). */
export type QuantityValue = string | number;

/** Why a typed quantity cannot be bought, as a `product:quantity.*` key and its values; null when it can. */
export type QuantityProblem =
  | { key: 'invalid' }
  | { key: 'below_min'; min: number }
  | { key: 'exceeds'; count: number };

/**
 * A quantity out of range is refused with the reason (the server's own words, SPEC §5), never corrected behind the
 * shopper's back: 500 typed where 20 are left must not quietly become 20 in the cart.
 */
export function quantityProblem(
  value: QuantityValue,
  min: number,
  max: number | null,
): QuantityProblem | null {
  const quantity = typeof value === 'number' ? value : Number(value);
  if (value === '' || !Number.isInteger(quantity) || quantity < 1) return { key: 'invalid' };
  if (quantity < min) return { key: 'below_min', min };
  if (max !== null && quantity > max) return { key: 'exceeds', count: max };
  return null;
}

/**
 * The quantity a shopper picks, starting at the minimum. A picked variation brings its own availability: the
 * untouched default follows the minimum; what the shopper typed stays, and `quantityProblem` says if it no longer
 * fits.
 */
export function useQuantity(min: number, max: number | null) {
  const [value, setValue] = useState<QuantityValue>(min);
  const [bounds, setBounds] = useState({ min, max });
  if (bounds.min !== min || bounds.max !== max) {
    setBounds({ min, max });
    if (value === bounds.min) setValue(min);
  }
  return [value, setValue] as const;
}
