import { CONTENT_PATHS, type ContentIndexReply } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The shop's published pages by section: /info lists them, the footer links to them. */
export const contentIndexQuery = queryOptions({
  queryKey: ['content', 'index'],
  queryFn: ({ signal }) => api<ContentIndexReply>(CONTENT_PATHS.index, { signal }),
  // Staff rarely change them; a visit does not need them fresher.
  staleTime: 10 * 60 * 1000,
});

export function useContentIndex() {
  return useQuery(contentIndexQuery);
}
