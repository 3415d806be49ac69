/**
 * Money is an integer count of minor units (cents) of a coin; never a float. Every coin of the shop (USD, MLC)
 * counts in hundredths. Exchange rates are exact decimals with at most six places, kept as strings and computed
 * as integers of millionths. See docs/decisions/004-money-and-exchange-rates.md.
 */
export const MINOR_DIGITS = 2;
export const RATE_DECIMALS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const RATE_PATTERN = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/**
 * The one rounding rule of the shop: the exact quotient rounded half away from zero (0.5 → 1, −0.5 → −1), the
 * rule shoppers and accountants expect and the one PostgreSQL's round(numeric) applies, so a report computed in
 * SQL agrees with the API to the cent.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

function toMinor(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount out of range');
  return result;
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
}

export function isRate(value: string): boolean {
  const match = RATE_PATTERN.exec(value);
  return match !== null && rateToMicros(value) > 0n;
}

/** "1.05" → 1050000n (millionths). */
export function rateToMicros(rate: string): bigint {
  const match = RATE_PATTERN.exec(rate);
  if (!match) throw new RangeError(`Not an exchange rate: ${rate}`);
  const fraction = (match[2] ?? '').padEnd(RATE_DECIMALS, '0');
  return BigInt(match[1] as string) * RATE_SCALE + BigInt(fraction);
}

/** 1050000n → "1.05": the shortest exact decimal. */
export function microsToRate(micros: bigint): string {
  const whole = micros / RATE_SCALE;
  const fraction = (micros % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** "001.050000" → "1.05", as the database's numeric(18,6) is shown in the API. */
export const normalizeRate = (rate: string): string => microsToRate(rateToMicros(rate));

/** An amount in the base coin expressed in a coin whose rate (units per base unit) is `rate`. */
export function convert(minor: number, rate: string): number {
  assertMinor(minor);
  return toMinor(divideRounded(BigInt(minor) * rateToMicros(rate), RATE_SCALE));
}

/** The inverse of `convert`: an amount in a coin back in the base coin (a price filter typed in MLC). */
export function convertToBase(minor: number, rate: string): number {
  assertMinor(minor);
  return toMinor(divideRounded(BigInt(minor) * RATE_SCALE, rateToMicros(rate)));
}

/** -150 → "-1.50": the exact decimal of an amount, for exports and for formatting. */
export function minorToDecimal(minor: number): string {
  assertMinor(minor);
  const digits = Math.abs(minor)
    .toString()
    .padStart(MINOR_DIGITS + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -MINOR_DIGITS)}.${digits.slice(-MINOR_DIGITS)}`;
}

const DECIMAL_PATTERN = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.3" → 1230. Refuses more than two decimals rather than rounding what a person typed. */
export function decimalToMinor(value: string): number {
  const match = DECIMAL_PATTERN.exec(value.trim());
  if (!match) throw new RangeError(`Not an amount: ${value}`);
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(MINOR_DIGITS, '0'));
  return match[1] === '-' ? -minor : minor;
}

/** What formatting needs to know about a coin. */
export interface CoinFormat {
  symbol: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, lettered: boolean): Intl.NumberFormat {
  const key = `${locale}|${lettered}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // MLC is no ISO 4217 code, so the locale lays out a stand-in currency and the coin's symbol replaces it:
    // "$" goes where the locale puts a symbol, "MLC" where it puts a code ("MLC 1,234.50", "1234,50 MLC").
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: lettered ? 'code' : 'narrowSymbol',
      minimumFractionDigits: MINOR_DIGITS,
      maximumFractionDigits: MINOR_DIGITS,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An amount as people read it in the locale, with the coin's own symbol: 123450 → "$1,234.50" (en-US),
 * "1234,50 $" (es-ES). Zero reads "$0.00": SPEC §3 shows an empty cart's zero amounts as "$00.00"-style
 * placeholders; the shop writes the locale's zero instead.
 */
export function formatMoney(minor: number, coin: CoinFormat, locale: string): string {
  const lettered = /^\p{L}{2,}$/u.test(coin.symbol);
  // The exact decimal string is formatted, never minor / 100 as a float.
  const exact = minorToDecimal(minor) as `${number}`;
  return formatterFor(locale, lettered)
    .formatToParts(exact as unknown as number)
    .map((part) => (part.type === 'currency' ? coin.symbol : part.value))
    .join('');
}
