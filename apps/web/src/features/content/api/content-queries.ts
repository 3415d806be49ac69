import { CONTENT_PATHS, fillPath, type PublicContentPage, type PublicFaqReply } from '@shop/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const STALE = 10 * 60 * 1000;

export function contentPageQuery(slug: string) {
  return queryOptions({
    queryKey: ['content', 'page', slug.toLowerCase()],
    queryFn: ({ signal }) => api<PublicContentPage>(fillPath(CONTENT_PATHS.page, { slug }), { signal }),
    staleTime: STALE,
  });
}

export const faqQuery = queryOptions({
  queryKey: ['content', 'faqs'],
  queryFn: ({ signal }) => api<PublicFaqReply>(CONTENT_PATHS.faqs, { signal }),
  staleTime: STALE,
});

export const useContentPage = (slug: string) => useQuery(contentPageQuery(slug));
export const useFaqs = () => useQuery(faqQuery);

/**
 * Whether the shop has published a frequent question: the pages that lead there lead to the contact form instead
 * while it has none. Undefined until known.
 */
export const useHasFaqs = () => useQuery({ ...faqQuery, select: (reply) => reply.topics.length > 0 }).data;
