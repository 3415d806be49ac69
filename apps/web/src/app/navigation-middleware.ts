import { type MiddlewareFunction, redirectDocument } from 'react-router';
import { abortInFlightExceptLast } from '../lib/api-client';
import { isNewerBuildAvailable } from '../lib/build-version';

/**
 * Runs before every client navigation (SPEC §2, §7): a newer build turns the navigation into a full page load, so
 * the new code is used from then on; otherwise, when the user leaves the page, the reads still in flight for it are
 * aborted except the last one. A change of query string only (a list's search or page) keeps its screen, whose
 * queries would show an aborted call as an error.
 */
export const navigationMiddleware: MiddlewareFunction = ({ request }) => {
  // The server render has no open tab to update and no reads of an earlier page.
  if (typeof window === 'undefined') return;
  const url = new URL(request.url);
  if (isNewerBuildAvailable()) throw redirectDocument(url.pathname + url.search + url.hash);
  if (url.pathname.toLowerCase() !== window.location.pathname.toLowerCase()) abortInFlightExceptLast();
};
