import { useState } from 'react';
import type { QuantityInputValue } from '../../../components/quantity-input';

/** What the quantity field holds: a whole number, or the text typed when it is none ('' while cleared). */
export type QuantityValue = QuantityInputValue;

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
  // Text is what the field could not read as a count ("2,5", "1.000"): never read here as 2, 25 or 1.
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return { key: 'invalid' };
  if (value < min) return { key: 'below_min', min };
  if (max !== null && value > max) return { key: 'exceeds', count: max };
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
