/** A page link of the storefront's navigation. */
export interface StoreLink {
  path: string;
  /** A key of the `shell` namespace. */
  labelKey: string;
}

/** The storefront's page links, beside the category menu (a row under the header, or the phone's drawer). */
export const STORE_NAV: readonly StoreLink[] = [
  { path: '/Offers', labelKey: 'shell:nav.offers' },
  { path: '/blog', labelKey: 'shell:nav.blog' },
  { path: '/info', labelKey: 'shell:nav.info' },
  { path: '/Frequent-Ask', labelKey: 'shell:nav.faq' },
  { path: '/Contact-Us', labelKey: 'shell:nav.contact' },
];
