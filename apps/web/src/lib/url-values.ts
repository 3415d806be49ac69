import { textLength } from './text-length';

// A value of a page's address read as the API's schema would read it, without zod (the storefront's pages load
// without it): a value the schema would refuse is none, so the page takes its default rather than failing.

/** As `integerField(min, max)`: a whole number in digits (blank counts as missing) within the bounds. */
export function wholeNumber(value: string | null | undefined, min: number, max: number): number | undefined {
  // Digits only, with no point, as the contracts' `integerField` reads them ("1e3", "0x10" and "2.0" are no page); its
  // rule is written again here because importing it brings zod to the first load (read-browse-params.test.ts compares
  // them).
  if (value == null || !/^\s*[+-]?\d+\s*$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
}

/** As `z.string().trim().max(max)`: the trimmed text, when short enough (in code points, as zod counts). */
export function boundedText(value: string | null | undefined, max: number): string | undefined {
  const trimmed = value?.trim();
  return trimmed != null && textLength(trimmed) <= max ? trimmed : undefined;
}
