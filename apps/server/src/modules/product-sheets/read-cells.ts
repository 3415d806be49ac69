import type { Locale } from '@shop/contracts';
import type { Cell } from './read-sheet';

/** A cell read: its value, or the validation key that says why it could not be. */
export type Read<T> = { value: T } | { error: 'amount_decimals' | 'invalid' | 'whole_number' };

/** A cell's text, without the apostrophe an export writes before what a spreadsheet would run as a formula. */
export const textOf = (cell: Cell | undefined): string =>
  cell === null || cell === undefined
    ? ''
    : String(cell)
        .trim()
        .replace(/^'(?=[=+\-@])/, '');

/**
 * An amount in cents, from a number cell or from text written as the user's language writes amounts: in es-ES
 * "12,50" and "1.234,50", in en-US "12.50" and "1,234.50". The other language's decimal mark is read as a decimal
 * mark too, unless three digits follow it and then the end or the other mark (a thousands group): an es-ES "12.50" is
 * twelve and a half, never 1.250, as the forms read it (decisions 051 and 058). A currency sign or code around it is
 * left out; a third decimal, a sign or anything else is refused, never rounded. `null` for an empty cell.
 */
export function readAmount(cell: Cell | undefined, locale: Locale): Read<number | null> {
  if (typeof cell === 'number') {
    const cents = Math.round(cell * 100);
    if (!Number.isFinite(cell) || cell < 0) return { error: 'invalid' };
    return Math.abs(cell * 100 - cents) > 1e-6 ? { error: 'amount_decimals' } : { value: cents };
  }
  const text = textOf(cell)
    .replace(/\s|\u00a0/g, '')
    .replace(/^(\$|USD|MLC)|(\$|USD|MLC)$/gi, '');
  if (text === '') return { value: null };
  const decimal = locale === 'es-ES' ? ',' : '.';
  const group = locale === 'es-ES' ? '.' : ',';
  // The other language's mark followed by three digits and then the end or a mark groups thousands.
  const grouped = new RegExp(`\\${group}(?=\\d{3}(?:$|[.,]))`, 'g');
  const plain = text.replace(grouped, '').replace(group, decimal).replace(decimal, '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(plain);
  if (!match) return { error: 'invalid' };
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { error: 'amount_decimals' };
  const cents = Number(match[1]) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? { value: cents } : { error: 'invalid' };
}

/** A count of units from a number cell or digits; `null` for an empty cell. */
export function readQuantity(cell: Cell | undefined): Read<number | null> {
  if (typeof cell === 'number') return Number.isInteger(cell) ? { value: cell } : { error: 'whole_number' };
  const text = textOf(cell);
  if (text === '') return { value: null };
  if (/^\d+$/.test(text)) return { value: Number(text) };
  return /^\d+[.,]\d+$/.test(text) ? { error: 'whole_number' } : { error: 'invalid' };
}
