import { type SQL, sql } from 'drizzle-orm';
import { escapeLike, foldText } from '../../lib/text-search';

/**
 * A report's search over raw columns (`p.name`, `l.sku`): every word in one of them, ignoring case and accents, as
 * the back office's lists search (lib/text-search.ts; "lampara" finds "Lámpara"). Undefined when there is none.
 */
export function reportSearch(columns: SQL[], search: string | undefined): SQL | undefined {
  const words = foldText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8);
  if (words.length === 0) return undefined;
  const each = words.map(
    (word) =>
      sql`(${sql.join(
        columns.map((column) => sql`public.shop_unaccent(${column}) ILIKE ${`%${escapeLike(word)}%`}`),
        sql` OR `,
      )})`,
  );
  return sql.join(each, sql` AND `);
}
