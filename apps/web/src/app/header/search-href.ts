/** A suggestion of the header's search: a category, a product, or the search itself ("all"). */
export interface Suggestion {
  key: string;
  kind: 'category' | 'product' | 'all';
  label: string;
  href: string;
  image?: string;
  price?: string;
}

/** The catalogue searched for `query` (the whole catalogue for nothing). */
export function searchHref(query: string): string {
  return query ? `/store?search=${encodeURIComponent(query)}` : '/store';
}
