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

/** Whether `pathname` is the link's page or one below it (case and a trailing slash aside). */
export function isCurrent(pathname: string, link: StoreLink): boolean {
  const current = pathname.toLowerCase().replace(/\/+$/, '');
  const target = link.path.toLowerCase();
  return current === target || current.startsWith(`${target}/`);
}
