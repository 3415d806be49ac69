import { z } from 'zod';

export const INT_MAX = 2_147_483_647;

/**
 * A whole number sent as JSON or typed in a form field ("12"). A blank field counts as missing, so the reply
 * says "required" rather than "not a number".
 */
export function integerField(min: number, max: number = INT_MAX) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z.number().int().min(min).max(max),
  );
}
