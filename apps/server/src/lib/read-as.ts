import { LOCALES, type Locale } from '@shop/contracts';

/**
 * Decision 087: the shop's own roles and statuses read in each reader's language, so a name is taken while one of them
 * reads so in any language. The first of `rows` that reads as `wanted` (lower case) in some language, by its name as
 * `locale` reads it, and whether that is the same words: then the reader is told the name is taken; otherwise which
 * record it is.
 */
export function readAsAnother<T>(
  rows: T[],
  wanted: string,
  nameIn: (row: T, locale: Locale) => string,
  locale: Locale,
): { name: string; sameWords: boolean } | undefined {
  const row = rows.find((candidate) =>
    LOCALES.some((other) => nameIn(candidate, other).toLowerCase() === wanted),
  );
  if (row === undefined) return undefined;
  const name = nameIn(row, locale);
  return { name, sameWords: name.toLowerCase() === wanted };
}
