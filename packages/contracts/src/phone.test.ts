import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSchema } from './phone';

describe('phone numbers', () => {
  it('adds +53 when no country code is typed and keeps the one typed', () => {
    expect(normalizePhone('5 123 4567')).toBe('+5351234567');
    expect(normalizePhone('+1 (305) 555-0100')).toBe('+13055550100');
  });

  it("refuses what is not a phone with the SPEC's message", () => {
    for (const bad of ['abc', '12', '+53 5abc', '+1234567890123456'])
      expect(phoneSchema.safeParse(bad).error?.issues[0]?.message).toBe('phone_invalid');
  });

  it('says a blank phone is missing, not in the wrong format', () => {
    for (const blank of ['', '   '])
      expect(phoneSchema.safeParse(blank).error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });
});
