import { isbot } from 'isbot';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** Who sent a batch, as far as analytics may know it: never kept as such (see `visitor-hash.ts`). */
export interface Visitor {
  address: string;
  userAgent: string;
  /** The shop's own host: a referrer there is a page of the shop, not a site that sent the visit. */
  host: string;
}

/** Tablets first: an iPad or an Android without "Mobile" is a tablet; a phone says "Mobi" (or is an iPhone). */
export function deviceClass(userAgent: string): DeviceClass {
  if (/iPad|Tablet|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** Crawlers and monitors are not shoppers; a request without a user agent is not a browser either. */
export const isRobot = (userAgent: string) => userAgent === '' || isbot(userAgent);

/**
 * Whether the visitor asked not to be counted: Do Not Track (`DNT: 1`) or Global Privacy Control (`Sec-GPC: 1`).
 * The storefront does not send batches then; this is for browsers that send the header and a stale page that does.
 */
export const optedOut = (headers: Record<string, string | string[] | undefined>) =>
  headers.dnt === '1' || headers['sec-gpc'] === '1';

/** The other site a visit came from, by host ('' when it came from this shop, a bare address or nothing). */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host ===
      ownHost
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/:\d+$/, '')
      ? ''
      : host;
  } catch {
    return '';
  }
}
