/**
 * Paths of no use in a search result: the back office and the API, the staff's screens outside /admin (SPEC §2),
 * and a shopper's own pages (cart, checkout, account, orders, sign-in), which show a crawler only a sign-in form or
 * an empty cart, and a search's results. Product pages, their reviews, the categories' listings, offers, the blog and
 * the shop's own pages stay open.
 */
const DISALLOWED = [
  '/admin',
  '/api',
  '/Distribution',
  '/ExchangeRates',
  '/Products/Index',
  '/Products/Create',
  '/Products/Review/Write',
  '/Cart',
  '/checkout',
  '/Profile',
  '/orders',
  '/payment_shopping_card',
  '/Auth',
  // A search's results: endless addresses of pages the listings and the products already are (the categories'
  // listings are in the sitemap). `*` is read by the crawlers that matter (RFC 9309 leaves it to them).
  '/*?search=',
  '/*&search=',
];

/** `/robots.txt`: crawl the storefront, not the back office, the API or a shopper's own pages; where the sitemap is. */
export function robots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
