import { useContentIndex } from './content-index';

/** A page link of the storefront's navigation; its label is `shell:nav.{key}`. */
export interface StoreLink {
  path: string;
  key: 'offers' | 'blog' | 'info' | 'faq' | 'contact';
}

/** The storefront's page links, beside the category menu (a row under the header, or the phone's drawer). */
export const STORE_NAV: readonly StoreLink[] = [
  { path: '/Offers', key: 'offers' },
  { path: '/blog', key: 'blog' },
  { path: '/info', key: 'info' },
  { path: '/Frequent-Ask', key: 'faq' },
  { path: '/Contact-Us', key: 'contact' },
];

/**
 * The links to pages with something to show (the content index's `has`), so that a new shop does not send its
 * shoppers to no offers, an empty blog or no questions; the contact form always. Every link while that is not known.
 */
export function useStoreNav(): readonly StoreLink[] {
  const has: Partial<Record<StoreLink['key'], boolean>> | undefined = useContentIndex().data?.has;
  return has ? STORE_NAV.filter((link) => has[link.key] !== false) : STORE_NAV;
}
