import { z } from 'zod';

/** SPEC §9: a phone without a country code is a Cuban one. */
export const DEFAULT_PHONE_COUNTRY_CODE = '+53';

/**
 * A phone number as people type it ("5 123 4567", "+1 (305) 555-0100") stored as "+<country><number>". Without a
 * leading + the default country code is added; what is left must be 7 to 15 digits in all (E.164).
 */
export function normalizePhone(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const full = trimmed.startsWith('+') ? `+${digits}` : `${DEFAULT_PHONE_COUNTRY_CODE}${digits}`;
  return /^\+\d{7,15}$/.test(full) ? full : null;
}

export const phoneSchema = z
  .string()
  // A blank phone is a missing one, not one in the wrong format.
  .refine((typed) => typed.trim() !== '', { error: 'required', abort: true })
  .max(30, { error: 'phone_invalid' })
  .transform((typed, ctx) => {
    const phone = normalizePhone(typed);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
      return z.NEVER;
    }
    return phone;
  });
