// The plain constants of `content.ts`, without zod: the storefront's first load needs some of them, not the schemas.

export const CONTENT_TITLE_MAX = 50;
/** SPEC §9's longest text cap: the search-result description and the FAQ question. */
export const CONTENT_DESCRIPTION_MAX = 300;
export const CONTENT_SECTION_MAX = 50;
/** A long policy is a few thousand words; this bound keeps one request from filling the database. */
export const CONTENT_BODY_MAX = 100_000;
export const FAQ_ANSWER_MAX = 10_000;
export const CONTENT_POSITION_MAX = 9999;
export const CONTENT_SLUG_MAX = 60;

/**
 * Pages the shop links to by their address: the SPEC's four policy paths, the about page, and the privacy policy
 * that says what the shop's analytics count (decision 035). They are seeded, their slug cannot change and they
 * cannot be deleted (only unpublished).
 */
export const FIXED_PAGE_SLUGS = [
  'about',
  'return-policy',
  'shipment-policy',
  'warranty-policy',
  'terms-conditions',
  'privacy-policy',
] as const;
export type FixedPageSlug = (typeof FIXED_PAGE_SLUGS)[number];
export const isFixedPageSlug = (slug: string): slug is FixedPageSlug =>
  FIXED_PAGE_SLUGS.some((fixed) => fixed === slug);

/**
 * First path segments the app or the server answer themselves: a page there would never be reached through the
 * catch-all route. Compared lowercased.
 */
export const RESERVED_PAGE_SLUGS = /* @__PURE__ */ new Set([
  '404',
  'admin',
  'api',
  'assets',
  'auth',
  'blog',
  'cart',
  'checkout',
  'contact-us',
  'distribution',
  'exchangerates',
  'frequent-ask',
  'icons',
  'info',
  'information',
  'offers',
  'orders',
  'payment_shopping_card',
  'products',
  'profile',
  'shopping-card-info',
  'store',
  'uploads',
]);

export const CONTENT_PATHS = {
  adminPages: '/admin/content-pages',
  adminPage: '/admin/content-pages/:id',
  adminFaqs: '/admin/faqs',
  adminFaq: '/admin/faqs/:id',
  index: '/content/pages',
  page: '/content/pages/:slug',
  faqs: '/content/faqs',
} as const;
