import { type SQL, sql } from 'drizzle-orm';
import { products } from '../products';

/**
 * Accent- and case-insensitive search (migrations 0003-0005, decision 007), in two steps:
 * - words: every word of the search is in the product's search document (name, sku, short description, brand and
 *   category names, unaccented), by prefix, so "cam" finds "Cámara". A GIN index serves it and checking one row is
 *   cheap.
 * - close spellings: only when no product has the words, the whole search close to a stretch of the unaccented
 *   name by trigram word similarity, so one typo ("camra") still finds "Cámara". A GIN trigram index serves it, but
 *   each candidate costs a similarity computation, which is why it is the fallback and not always on.
 */
export type SearchMode = 'words' | 'similar';

const name = sql`shop_unaccent(${products.name})`;

/** Words as a prefix tsquery; only letters and digits survive, so the shopper's text is never query syntax. */
export function prefixQuery(search: string): string | null {
  const words = search
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** A search with no letters or digits matches nothing (it is not "no search"). */
export function matchesSearch(search: string, mode: SearchMode): SQL {
  const tsquery = prefixQuery(search);
  if (!tsquery) return sql`false`;
  return mode === 'words'
    ? sql`${products.searchVector} @@ to_tsquery('simple', ${tsquery})`
    : sql`shop_unaccent(${search}) <% ${name}`;
}

/** Higher is better: full-text rank (name and sku weigh most), or how close the name is. */
export function relevance(search: string, mode: SearchMode): SQL {
  return mode === 'words'
    ? sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${prefixQuery(search) ?? ''}))`
    : sql`word_similarity(shop_unaccent(${search}), ${name})`;
}

/**
 * The same two conditions with the shopper's text as parameters (`tsquery`: `prefixQuery(search)`, `search`: the
 * text), for queries built once and run for any search (browse.ts).
 */
export function matchesSearchParam(mode: SearchMode): SQL {
  return mode === 'words'
    ? sql`${products.searchVector} @@ to_tsquery('simple', ${sql.placeholder('tsquery')})`
    : sql`shop_unaccent(${sql.placeholder('search')}) <% ${name}`;
}

export function relevanceParam(mode: SearchMode): SQL {
  return mode === 'words'
    ? sql`ts_rank(${products.searchVector}, to_tsquery('simple', ${sql.placeholder('tsquery')}))`
    : sql`word_similarity(shop_unaccent(${sql.placeholder('search')}), ${name})`;
}
