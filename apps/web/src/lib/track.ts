import type { AnalyticsEvent } from '@shop/contracts';

// The collector (`analytics.ts`) is its own chunk, fetched with the first thing counted, after the page is up: what
// a page names here costs its first load a few bytes, not the collector.
const collector = () => import('./analytics');

/** Counts what a shopper did (a product seen, units added to the cart); nothing when they asked not to be tracked. */
export function track(event: AnalyticsEvent): void {
  void collector().then((analytics) => analytics.track(event));
}

/** Counts the page shown, by its path as the address bar has it now. */
export function trackPage(): void {
  const path = location.pathname;
  void collector().then((analytics) => analytics.trackPage(path));
}

/** Counts a search that found nothing. */
export function trackEmptySearch(q: string): void {
  void collector().then((analytics) => analytics.trackEmptySearch(q));
}
