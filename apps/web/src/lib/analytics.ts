import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_PATH_MAX,
  ANALYTICS_TERM_MAX,
  type AnalyticsEvent,
} from '@shop/contracts';

/** A quiet page sends what gathered after this long; a page being left sends it at once. */
const QUIET_MS = 10_000;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Do Not Track or Global Privacy Control: this visitor is not counted at all (decision 035). */
function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Sends what gathered in batches the server accepts; the browser delivers them even as the page goes away. */
function flush() {
  clearTimeout(timer);
  while (queue.length > 0) {
    const events = queue.splice(0, ANALYTICS_BATCH_MAX);
    const body = new Blob([JSON.stringify({ events })], { type: 'application/json' });
    navigator.sendBeacon(`/api${ANALYTICS_EVENTS_PATH}`, body);
  }
}

/**
 * The storefront's analytics collector (decision 035). Pages reach it through `track.ts`, which loads it after the
 * page is up: none of it is in the first load.
 *
 * Notes what a shopper did for the shop's analytics: nothing about who they are, and nothing at all when they asked
 * not to be tracked. Events leave in one batch when the page is hidden or has been quiet for a while, so counting
 * costs the storefront neither a request per event nor time on the main thread.
 */
export function track(event: AnalyticsEvent): void {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function' || optedOut()) return;
  queue.push(event);
  clearTimeout(timer);
  if (queue.length >= ANALYTICS_BATCH_MAX) flush();
  else timer = setTimeout(flush, QUIET_MS);
}

/** A path as the address bar encodes it: the server refuses anything else, and with it the whole batch. */
const PAGE_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;

/** The page shown, with the site that sent the shopper here on the first page of a visit (later ones are ours). */
let landing = true;
export function trackPage(path: string): void {
  const referrer = landing ? document.referrer.slice(0, ANALYTICS_PATH_MAX * 2) : '';
  landing = false;
  if (path.length > ANALYTICS_PATH_MAX || !PAGE_PATH.test(path)) return;
  track(referrer ? { type: 'page', path, referrer } : { type: 'page', path });
}

/** A search that found nothing, as typed (cut to the length the server keeps). */
export function trackEmptySearch(q: string): void {
  const term = q.trim().slice(0, ANALYTICS_TERM_MAX).trim();
  if (term) track({ type: 'search_empty', q: term });
}

// What gathered leaves when the page is hidden or left: the last moment a page is sure to have.
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});
addEventListener('pagehide', flush);
