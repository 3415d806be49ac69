import { useState } from 'react';

/** What the quantity field holds: a number, or the text being typed ('' while cleared). */
export type QuantityValue = string | number;

/** `value` as a whole number within [min, max]; max null means unlimited. */
export function clampQuantity(value: QuantityValue, min: number, max: number | null): number {
  const typed = Math.trunc(Number(value)) || min;
  return Math.max(min, max === null ? typed : Math.min(typed, max));
}

/**
 * The quantity a shopper picks, starting at the minimum. A picked variation brings its own availability: the
 * number is kept inside the new bounds.
 */
export function useQuantity(min: number, max: number | null) {
  const [value, setValue] = useState<QuantityValue>(min);
  const [bounds, setBounds] = useState({ min, max });
  if (bounds.min !== min || bounds.max !== max) {
    setBounds({ min, max });
    setValue(clampQuantity(value, min, max));
  }
  return [value, setValue] as const;
}
