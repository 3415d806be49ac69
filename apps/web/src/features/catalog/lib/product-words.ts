import { useTranslation } from 'react-i18next';

/**
 * The product page's words: its own namespace (the gallery, purchase box, quantity, warranty, back-in-stock), then
 * the catalogue's it shares with the lists (prices, availability). Its own words stay out of `/store`'s first load,
 * which reads `catalog` only; the page's route loads both (router.tsx).
 */
const PRODUCT_WORDS = ['product', 'catalog'];

/** `t` that looks a key up in the product page's words, then in the catalogue's. */
export const useProductWords = () => useTranslation(PRODUCT_WORDS, { nsMode: 'fallback' });
