/**
 * Paths of no use in a search result: the back office and the API, the staff's screens outside /admin (SPEC §2),
 * and a shopper's own pages (cart, checkout, account, orders, sign-in), which show a crawler only a sign-in form or
 * an empty cart. Product pages, their reviews, offers, the blog and the shop's own pages stay open.
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
