import type { ListMeta } from '@shop/contracts';
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { createContext, data, type RouterContextProvider } from 'react-router';
import { ApiError } from './api-client';
import { pastTheEnd } from './past-the-end';
import { queryClient } from './query-client';

/**
 * The query cache a route's loader fills: the browser's one, or the one of the request the server renders
 * (entry-server.tsx sets it), so that no shopper's data ever lands in another's page.
 */
export const queryClientContext = createContext<QueryClient>(queryClient);

/** True while the server renders a page: its loaders wait for their data, the HTML carries it. */
export const serverRenderContext = createContext<boolean>(false);

// biome-ignore lint/suspicious/noExplicitAny: each query has its own reply type; `prime` only starts them.
type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * A storefront page's loader (docs/architecture.md, "A server-rendered page"): the queries its screen reads.
 * On the server they are fetched before the page renders, so the HTML shows them and hands them to the browser; in
 * the browser they start with the page's code instead of after it, without holding the navigation. A failing query
 * is the screen's to show (its retry), as when the screen fetches it itself.
 */
export async function prime(context: Readonly<RouterContextProvider>, queries: AnyQuery[]): Promise<null> {
  const client = context.get(queryClientContext);
  const loads = queries.map((query) => client.prefetchQuery(query));
  if (context.get(serverRenderContext)) await Promise.all(loads);
  return null;
}

/**
 * `prime` for a listing screen: on the server, a page past the listing's last is answered with 404 (the screen
 * says the page does not exist and offers the first), so that a crawler drops it, and a listing the API refused (a
 * filter in the address it cannot read) with the API's 4xx; the page itself still renders, with its message.
 */
export async function primeListing(
  context: Readonly<RouterContextProvider>,
  listing: AnyQuery,
  others: AnyQuery[],
) {
  await prime(context, [listing, ...others]);
  if (!context.get(serverRenderContext)) return null;
  const client = context.get(queryClientContext);
  const { error } = client.getQueryState(listing.queryKey) ?? {};
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return data(null, { status: error.status });
  const reply = client.getQueryData<{ meta?: ListMeta }>(listing.queryKey);
  return pastTheEnd(reply?.meta) ? data(null, { status: 404 }) : null;
}
