import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { isRefusal } from './api-client';

/**
 * `retryOnMount` for a query the server may have refused: a refusal already in the cache (handed over by the
 * server's render, or met a moment ago) is shown as it is, since asking again answers the same, and a page the
 * server rendered with its reason hydrates with that reason instead of a skeleton. Any other failure is asked again.
 */
export function useRetryOnMount(queryKey: QueryKey): boolean {
  return !isRefusal(useQueryClient().getQueryState(queryKey)?.error);
}
