import { type AnyColumn, and, ilike, or, type SQL, sql } from 'drizzle-orm';

// Spanish accents folded to plain letters, the same way in SQL and in JavaScript, so that sorting reads names the
// way people do on any server collation.
const FOLDS: Record<string, string> = {
  a: 'ÁÀÂÄÃÅáàâäãå',
  e: 'ÉÈÊËéèêë',
  i: 'ÍÌÎÏíìîï',
  o: 'ÓÒÔÖÕóòôöõ',
  u: 'ÚÙÛÜúùûü',
  n: 'Ññ',
  c: 'Çç',
};
const ACCENTED = Object.values(FOLDS).join('');
const PLAIN = Object.entries(FOLDS)
  .map(([plain, accented]) => plain.repeat(accented.length))
  .join('');
const FOLD_OF = new Map([...ACCENTED].map((char, i) => [char, PLAIN[i] as string]));

/** At most this many words of a search are used; more would only slow the query down. */
const MAX_WORDS = 5;

/** Lower-cased, without accents, and with control characters (which PostgreSQL may refuse) as spaces. */
export function foldText(value: string): string {
  return [...value.replace(/\p{Cc}/gu, ' ')]
    .map((char) => FOLD_OF.get(char) ?? char)
    .join('')
    .toLowerCase();
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/** The column's accent- and case-folded value; also for sorting names the way people read them. */
export function foldedOrder(column: AnyColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;
}

/**
 * Every word of the search must appear in at least one of the columns, ignoring case and accents:
 * "ana prueba" finds name "Ana", lastname "Prueba". Undefined when there is nothing to search for. The columns are
 * compared through `shop_unaccent` (migration 0003), the expression the trigram indexes of the large tables are
 * built on (migration 0009), so a search of 100,000 products or users reads an index, not the table.
 */
export function matchesEveryWord(columns: (AnyColumn | SQL)[], search: string | undefined): SQL | undefined {
  const words = foldText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(...columns.map((column) => ilike(sql`public.shop_unaccent(${column})`, `%${escapeLike(word)}%`))),
    ),
  );
}
