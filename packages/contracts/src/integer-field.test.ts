import { describe, expect, it } from 'vitest';
import { idParamSchema, listQuerySchema } from './common';
import { amountField, integerField, readDecimal } from './integer-field';
import { fieldErrors } from './validation-messages';

describe('a number sent as text', () => {
  it('is read in digits, with a sign and a point, blank as missing', () => {
    expect(readDecimal(' 7 ')).toBe(7);
    expect(readDecimal('-3')).toBe(-3);
    expect(readDecimal('2.5')).toBe(2.5);
    expect(readDecimal('2.')).toBe(2);
    expect(readDecimal('.5')).toBe(0.5);
    expect(readDecimal('   ')).toBeUndefined();
  });

  it('is not a number in any other spelling', () => {
    for (const text of ['1e3', '0x10', '0b11', '0o7', 'Infinity', '1_000', '1 000', '2,5', '--1', '.'])
      expect(readDecimal(text), text).toBeNaN();
  });

  it('is refused by the schemas that read addresses and forms', () => {
    expect(listQuerySchema.safeParse({ page: '0x10' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: '1e3' }).success).toBe(false);
    expect(listQuerySchema.parse({ page: ' 3 ' }).page).toBe(3);
    expect(listQuerySchema.parse({}).page).toBe(1);
    expect(idParamSchema.safeParse({ id: '0x10' }).success).toBe(false);
    expect(idParamSchema.parse({ id: '16' }).id).toBe(16);
    expect(integerField(0).safeParse('1e3').success).toBe(false);
  });

  it('is told the one bound it is past, not also the largest number a computer counts exactly', () => {
    const issues = (schema: { safeParse: (v: unknown) => { error?: { issues: unknown[] } } }, v: unknown) =>
      schema.safeParse(v).error?.issues.map((issue) => (issue as { code: string; maximum?: unknown }).code);
    expect(issues(integerField(1, 100_000), '99999999999999999999')).toEqual(['too_big']);
    expect(issues(integerField(1, 100_000), '-99999999999999999999')).toEqual(['too_small']);
    expect(issues(amountField(0, 1_000_000), 1e20)).toEqual(['too_big']);
    expect(issues(integerField(1, 100_000), '2.5')).toEqual(['custom']);
  });

  it('is no whole number when written with a point, even with zeros for decimals', () => {
    // "20.000" is what a Spanish form field holds when twenty thousand was typed with a point (decision 078).
    for (const text of ['20.000', '1.000', '2.0', '2.', '2.5', ' 7.0 ']) {
      const result = integerField(0).safeParse(text, { reportInput: true });
      expect(result.success, text).toBe(false);
      expect(fieldErrors(result.error?.issues ?? [], 'es-ES'), text).toEqual({
        _: ['Escribe un número entero'],
      });
    }
    expect(fieldErrors(integerField(0).safeParse('1.000').error?.issues ?? [], 'en-US')).toEqual({
      _: ['Enter a whole number'],
    });
    // JSON's numbers are values: 20.0 is twenty, and a point in the text of no number is still no number.
    expect(integerField(0).parse(20.0)).toBe(20);
    expect(integerField(0).parse('20000')).toBe(20_000);
    expect(
      integerField(0)
        .safeParse('2.x')
        .error?.issues.map((issue) => issue.code),
    ).toEqual(['invalid_type']);
    expect(listQuerySchema.safeParse({ page: '2.0' }).success).toBe(false);
  });
});
