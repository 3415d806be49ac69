import { z } from 'zod';

export const INT_MAX = 2_147_483_647;

/**
 * A whole number sent as JSON or typed in a form field ("12"). A blank field counts as missing, so the reply
 * says "required" rather than "not a number". A number out of bounds is told its bound alone: checked first, it stops
 * there, where `int()` would add its own bound (page 99999999999999999999 read "at most 9.007.199.254.740.991" beside
 * "at most 100.000"). Text with a point is no whole number, even when its decimals are zeros (`readWhole`).
 */
export function integerField(min: number, max: number = INT_MAX) {
  return z.preprocess(readWhole, z.number().min(min, { abort: true }).max(max, { abort: true }).int());
}

/**
 * An amount of money in minor units (cents), read as `integerField`. Its bounds are told as the amount a person
 * typed ("Debe ser como máximo 12,50"), not as the cents the form sent ("… 1250").
 */
export function amountField(min: number, max: number) {
  return z.preprocess(
    readNumber,
    z
      .number()
      .min(min, { error: 'amount_too_small', abort: true })
      .max(max, { error: 'amount_too_big', abort: true })
      .int(),
  );
}

/**
 * The issue `amountField` raises for an amount over `maximum`, for a rule that compares two fields (an offer price
 * over the regular one) or a field that holds an amount for some kinds only (an offer's value).
 */
export function amountTooBig(maximum: number, input: number, path: string[]) {
  return {
    code: 'too_big',
    message: 'amount_too_big',
    origin: 'number',
    maximum,
    inclusive: true,
    path,
    input,
  } as const;
}

function readNumber(value: unknown) {
  return typeof value === 'string' ? readDecimal(value) : value;
}

/**
 * As `readNumber`, but a number written with a point ("20.000", "2.0", "2.") is refused as no whole number rather than
 * read as the whole one its value is. A form's number field holds "20.000" when a Spanish speaker typed "20.000"
 * meaning twenty thousand: there a point typed is the decimal comma (decision 051), and read as a value it would be
 * 20 units, taken without a word (decision 078). JSON's numbers are values already: `20.0` is 20.
 */
function readWhole(value: unknown, context: z.RefinementCtx) {
  const read = readNumber(value);
  if (typeof value === 'string' && value.includes('.') && !Number.isNaN(read)) {
    context.issues.push({ code: 'custom', message: 'whole_number', input: value });
  }
  return read;
}

/**
 * A number written as people write one, in digits with an optional sign and point: "12", " 7 ", "-3", "2.5". Not
 * `Number`'s other spellings ("1e3", "0x10", "0b11", "Infinity"), which no field or address of the shop offers and
 * which would turn "0x10" into page 16. Blank is missing (undefined); anything else is not a number (NaN).
 */
export function readDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
