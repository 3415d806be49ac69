// The plain constants of `analytics.ts`, without zod: the storefront's first load sends analytics, and needs them.

/** Where the storefront's batches go (navigator.sendBeacon: no CSRF header can ride along; see decision 035). */
export const ANALYTICS_EVENTS_PATH = '/analytics/events';

/** A batch holds at most this many events: a page sends what gathered since the last one, when it is hidden. */
export const ANALYTICS_BATCH_MAX = 20;
/** The longest page path, search term and referrer kept; longer ones are refused (no shop has such addresses). */
export const ANALYTICS_PATH_MAX = 200;
export const ANALYTICS_TERM_MAX = 100;
/** How many rows a top list shows. */
export const ANALYTICS_TOP = 10;
