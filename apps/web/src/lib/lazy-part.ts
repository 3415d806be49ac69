import { type ComponentType, lazy } from 'react';
import { retriedWhenOnline } from './offline';

/**
 * React.lazy for a part of a page whose code comes after the page's (a section below the fold, the picture zoom, the
 * map). Without a connection, a part whose code was never kept waits for the connection to come back instead of
 * failing: a part the server rendered stays its HTML, readable, and the page is not replaced by the error page for
 * want of one of its parts (decision 080). Online, a failure is still the route's (a deploy removed the chunk: the page
 * reloads once, lib/chunk-reload.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own bound; a part's props are checked where it is rendered.
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(retriedWhenOnline(load));
}
