/**
 * The service worker's caches (vite.config.ts writes its rules, decisions 017 and 080): named once here for the
 * worker's rules, the offline page that lists the kept pages, and the sign-out that forgets a shopper's own.
 */
export const OFFLINE_CACHES = {
  /** The storefront's pages, as last rendered for this browser. */
  pages: 'shop-pages',
  /** The data the storefront reads. */
  data: 'shop-data',
  /** Built code, kept as each chunk is first used. */
  code: 'shop-code',
  images: 'shop-images',
} as const;
