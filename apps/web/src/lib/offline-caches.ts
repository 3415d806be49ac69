/*
 * The service worker's caches (vite.config.ts writes its rules, decisions 017 and 080): named once here for the
 * worker's rules, the offline page that lists the kept pages, and the sign-out that forgets a shopper's own. Single
 * constants, not one object: the app's first load carries only the two names it uses.
 */

/** The storefront's pages, as last rendered for this browser. */
export const PAGES_CACHE = 'shop-pages';
/** The data the storefront reads. */
export const DATA_CACHE = 'shop-data';
/** Built code, kept as each chunk is first used. */
export const CODE_CACHE = 'shop-code';
export const IMAGES_CACHE = 'shop-images';
