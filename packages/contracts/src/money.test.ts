import { describe, expect, it } from 'vitest';
import {
  convert,
  convertToBase,
  decimalToMinor,
  divideRounded,
  formatMoney,
  microsToRate,
  minorToDecimal,
  normalizeRate,
  rateSchema,
  rateToMicros,
} from './money';

const USD = { symbol: '$' };
const MLC = { symbol: 'MLC' };
const NBSP = '\u00a0';

describe('divideRounded', () => {
  it.each([
    [5n, 10n, 1n],
    [4n, 10n, 0n],
    [15n, 10n, 2n],
    [25n, 10n, 3n],
    [-5n, 10n, -1n],
    [-15n, 10n, -2n],
    [5n, -10n, -1n],
    [-5n, -10n, 1n],
    [0n, 7n, 0n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
  ])('%i / %i rounds half away from zero to %i', (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it('refuses a zero divisor', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('exchange rates as exact decimals', () => {
  it.each([
    ['1', 1_000_000n, '1'],
    ['1.05', 1_050_000n, '1.05'],
    ['0.000001', 1n, '0.000001'],
    ['120.500000', 120_500_000n, '120.5'],
    ['999999999999.999999', 999_999_999_999_999_999n, '999999999999.999999'],
  ])('%s is %i millionths and reads %s', (rate, micros, canonical) => {
    expect(rateToMicros(rate)).toBe(micros);
    expect(microsToRate(micros)).toBe(canonical);
    expect(normalizeRate(rate)).toBe(canonical);
  });

  it('accepts strings and numbers, answering the canonical string', () => {
    expect(rateSchema.parse('1.050')).toBe('1.05');
    expect(rateSchema.parse(1.05)).toBe('1.05');
    expect(rateSchema.parse(' 24 ')).toBe('24');
  });

  it.each([
    ['0'],
    ['0.0000001'],
    ['-1'],
    ['1e3'],
    ['abc'],
    [''],
    ['1.'],
    ['1234567890123'],
    [0],
    [Number.NaN],
  ])('refuses %s', (value) => {
    expect(rateSchema.safeParse(value).success).toBe(false);
  });
});

describe('convert', () => {
  it.each([
    [10_000, '1', 10_000],
    [10_000, '1.05', 10_500],
    [1, '1.5', 2],
    [1, '1.4', 1],
    [3, '0.5', 2],
    [-3, '0.5', -2],
    [999, '120', 119_880],
    [0, '7.123456', 0],
    [12_345, '0.333333', 4115],
  ])('%i cents at %s is %i cents', (minor, rate, expected) => {
    expect(convert(minor, rate)).toBe(expected);
  });

  it('converts back to the base coin', () => {
    expect(convertToBase(10_500, '1.05')).toBe(10_000);
    expect(convertToBase(119_880, '120')).toBe(999);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => convert(1.5, '1')).toThrow(RangeError);
    expect(() => convert(Number.MAX_SAFE_INTEGER, '2')).toThrow(RangeError);
  });
});

describe('amounts as decimals', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [150, '1.50'],
    [-150, '-1.50'],
    [-5, '-0.05'],
    [123_456_789, '1234567.89'],
  ])('%i reads %s and back', (minor, decimal) => {
    expect(minorToDecimal(minor)).toBe(decimal);
    expect(decimalToMinor(decimal)).toBe(minor);
  });

  it('reads typed amounts without rounding them', () => {
    expect(decimalToMinor('12.3')).toBe(1230);
    expect(decimalToMinor('7')).toBe(700);
    expect(() => decimalToMinor('1.005')).toThrow(RangeError);
    expect(() => decimalToMinor('1,5')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [0, USD, 'en-US', '$0.00'],
    [123_450, USD, 'en-US', '$1,234.50'],
    [-150, USD, 'en-US', '-$1.50'],
    [0, USD, 'es-ES', `0,00${NBSP}$`],
    [123_450, USD, 'es-ES', `1234,50${NBSP}$`],
    [12_345_678, USD, 'es-ES', `123.456,78${NBSP}$`],
    [123_450, MLC, 'en-US', `MLC${NBSP}1,234.50`],
    [123_450, MLC, 'es-ES', `1234,50${NBSP}MLC`],
  ])('%i with %o in %s reads %s', (minor, coin, locale, expected) => {
    expect(formatMoney(minor, coin, locale)).toBe(expected);
  });

  it('formats amounts beyond float precision exactly', () => {
    expect(formatMoney(900_719_925_474_099, USD, 'en-US')).toBe('$9,007,199,254,740.99');
  });
});

/** A small seeded generator (mulberry32), so that a failure is reproducible from the seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('money invariants over 10,000 seeded cases', () => {
  const next = random(20_250_101);
  const int = (max: number) => Math.floor(next() * (max + 1));
  const randomRate = () => microsToRate(BigInt(1 + int(500_000_000)));
  const cases = Array.from({ length: 10_000 }, () => ({
    a: int(100_000_000),
    b: int(100_000_000),
    r1: randomRate(),
    r2: randomRate(),
  }));

  it('rounds once: the result is within half a cent of the exact product', () => {
    for (const { a, r1 } of cases) {
      const exact = BigInt(a) * rateToMicros(r1);
      const error = BigInt(convert(a, r1)) * 1_000_000n - exact;
      expect(2n * (error < 0n ? -error : error) <= 1_000_000n).toBe(true);
    }
  });

  it('never makes a negative from a non-negative amount, and mirrors negatives', () => {
    for (const { a, r1 } of cases) {
      const converted = convert(a, r1);
      expect(converted).toBeGreaterThanOrEqual(0);
      expect(convert(-a, r1)).toBe(-converted);
    }
  });

  it('is monotonic in the amount and in the rate', () => {
    for (const { a, b, r1, r2 } of cases) {
      const [low, high] = a <= b ? [a, b] : [b, a];
      expect(convert(low, r1)).toBeLessThanOrEqual(convert(high, r1));
      const [slow, fast] = rateToMicros(r1) <= rateToMicros(r2) ? [r1, r2] : [r2, r1];
      expect(convert(a, slow)).toBeLessThanOrEqual(convert(a, fast));
    }
  });

  it('comes back to the same base amount when the rate is at least 1', () => {
    for (const { a, r1 } of cases) {
      if (rateToMicros(r1) >= 1_000_000n) expect(convertToBase(convert(a, r1), r1)).toBe(a);
    }
  });

  it('formats the exact decimal of every amount', () => {
    for (const { a } of cases.slice(0, 1000)) {
      const digits = formatMoney(a, USD, 'en-US').replace(/[$,]/g, '');
      expect(digits).toBe(minorToDecimal(a));
    }
  });
});
