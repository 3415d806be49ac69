// What a form hands its schema from a number input: the text as typed, so that the schema reads it as it reads a
// request's (decision 078). Money goes through `money-units.ts`, which turns units into cents.

/** A number typed in a number input, or `blank` when left empty. */
export function numberOr<T>(value: number | string, blank: T): number | T {
  if (String(value).trim() === '') return blank;
  return Number(value);
}

/**
 * A whole number typed in a number input, handed on as the field holds it for the schema's `integerField` to read,
 * or `blank` when left empty. Not through `Number`: in Spanish a point typed is the decimal comma (decision 051), so
 * the field holds "20.000" when "20.000" was typed, which `Number` makes 20 and the schema refuses (decision 078).
 */
export function wholeOr<T>(value: number | string, blank: T): number | string | T {
  return String(value).trim() === '' ? blank : value;
}
