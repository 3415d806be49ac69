import { SERVER_STATE_ID } from '@shop/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { ApiError } from './lib/api-client';

/**
 * What a server-rendered page was rendered with: the router's loader data and the query cache. A missing page's 404
 * (decision 053) needs no reviving: the router reads a route error by its fields (`isRouteErrorResponse`).
 */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

/**
 * The page's server state, or null when the page came without one (the back office, a page the server left to the
 * browser). A JSON block rather than a script, so the content security policy needs no inline scripts.
 */
export function readServerState(): ServerState | null {
  const block = document.getElementById(SERVER_STATE_ID);
  if (!block?.textContent) return null;
  const state = JSON.parse(block.textContent) as ServerState;
  for (const { state: query } of state.queries.queries) {
    if (query.error) query.error = query.fetchFailureReason = reviveError(query.error);
  }
  return state;
}

/** A refusal handed over as JSON (its status and body) made an `ApiError` again, as the screens read it. */
function reviveError(error: unknown): ApiError {
  const { status, body } = error as Pick<ApiError, 'status' | 'body'>;
  return new ApiError(status, body);
}

/** The JSON of `state`, safe inside a <script> element (no `</script>` or `<!--` can appear in it). */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
