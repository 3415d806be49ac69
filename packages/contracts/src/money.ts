import { z } from 'zod';
import { isRate, normalizeRate } from './money-arithmetic';

// The arithmetic and formatting live without zod, so that screens showing prices do not load it.
export * from './money-arithmetic';

/**
 * An exchange rate as typed in a form or sent in JSON: a positive decimal with at most six places, given as a
 * string ("1.05") or a number (1.05, whose shortest decimal is exact). Answered as the canonical string.
 */
export const rateSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .refine(isRate, { error: 'invalid' })
    .transform(normalizeRate),
);
