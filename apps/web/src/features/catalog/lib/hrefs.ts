/**
 * Where a category's listing and a product's page are. Kept apart from the cards and tiles that link there, so that a
 * page with a link to one (the product page's breadcrumbs, the header's menus) does not load the card's or the
 * tiles' code and styles with it.
 */
export function categoryHref(slug: string): string {
  return `/store?category=${encodeURIComponent(slug)}`;
}

export function productHref(slug: string): string {
  return `/Products/${encodeURIComponent(slug)}`;
}
